import { useMutation, useQuery } from "convex/react";
import { FileText, Link2 } from "lucide-react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ConfirmActionDialog } from "@/components/confirm-action-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { fileSizeText } from "../lib/file-size";
import { FileDownloadButton } from "./file-download-button";
import { FileUpload } from "./file-upload";
import { ItemRow } from "./item-row";
import { PinLinkForm } from "./pin-link-form";

type Removing = { id: Id<"teamLinks"> | Id<"teamFiles">; name: string };

/**
 * The Links & files tab: pin a link, upload a file, and both lists newest
 * first. Files download through the room's authenticated download, which
 * serves the team only. Each can be removed by whoever added it,
 * or by the project's owner.
 */
export function ItemsPane({ projectId }: { projectId: Id<"projects"> }) {
  const items = useQuery(api.teamFiles.list, { projectId });
  const remove = useMutation(api.teamFiles.remove);
  const [removing, setRemoving] = useState<Removing | null>(null);

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="team-links" className="flex flex-col gap-3">
        <h2 id="team-links" className="text-h3 font-semibold">
          Pinned links
        </h2>
        <PinLinkForm projectId={projectId} />
        {items === undefined ? (
          <Skeleton className="h-16 w-full" />
        ) : items.links.length === 0 ? (
          <p className="text-sm text-muted-foreground">No links pinned yet.</p>
        ) : (
          <ul aria-label="Pinned links" className="flex flex-col gap-2">
            {items.links.map((link) => (
              <ItemRow
                key={link._id}
                icon={Link2}
                name={link.title}
                link={
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="hover:underline"
                  >
                    {link.title}
                  </a>
                }
                detail={new URL(link.url).host}
                addedBy={link.addedBy.name}
                createdAt={link.createdAt}
                onRemove={
                  link.canRemove
                    ? () => setRemoving({ id: link._id, name: link.title })
                    : null
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="team-files" className="flex flex-col gap-3">
        <h2 id="team-files" className="text-h3 font-semibold">
          Files
        </h2>
        <FileUpload projectId={projectId} />
        {items === undefined ? (
          <Skeleton className="h-16 w-full" />
        ) : items.files.length === 0 ? (
          <p className="text-sm text-muted-foreground">No files yet.</p>
        ) : (
          <ul aria-label="Files" className="flex flex-col gap-2">
            {items.files.map((file) => (
              <ItemRow
                key={file._id}
                icon={FileText}
                name={file.name}
                link={<FileDownloadButton file={file} />}
                detail={fileSizeText(file.size)}
                addedBy={file.addedBy.name}
                createdAt={file.createdAt}
                onRemove={
                  file.canRemove
                    ? () => setRemoving({ id: file._id, name: file.name })
                    : null
                }
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmActionDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onCloseAutoFocus={() => undefined}
        title={`Remove ${removing?.name ?? ""}?`}
        description="It leaves the room for the whole team."
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        failureTitle="It could not be removed"
        action={async () => {
          if (removing === null) return;
          await remove({ itemId: removing.id });
          toast.success(`${removing.name} removed`);
        }}
      />
    </div>
  );
}
