import { ExternalLink, Paperclip } from "lucide-react";
import type { MyApplication } from "@/lib/api-types";

const LINK =
  "inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline wrap-anywhere";

/** A link that leaves the site without vouching for it. */
function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={LINK}
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * What an application names besides the note: the role it is for (for a
 * project that names its roles) and what the applicant attached, a link or
 * one of their portfolio items (its image, its title linked when it has one).
 */
export function ApplicationRoleAttachment({
  role,
  attachment,
}: Pick<MyApplication, "role" | "attachment">) {
  return (
    <>
      {role.title === "" ? null : (
        <p className="text-sm">
          <span className="text-muted-foreground">For </span>
          <span className="font-medium">{role.title}</span>
        </p>
      )}
      {attachment === null ? null : (
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
          <Paperclip aria-hidden className="size-3.5 text-muted-foreground" />
          <span className="text-muted-foreground">Attached:</span>
          {attachment.kind === "link" ? (
            <OutLink href={attachment.url}>{attachment.url}</OutLink>
          ) : (
            <>
              {attachment.imageUrl === null ? null : (
                <img
                  src={attachment.imageUrl}
                  alt=""
                  className="aspect-video h-8 rounded-sm border object-cover"
                />
              )}
              {attachment.url === null ? (
                <span className="font-medium">{attachment.title}</span>
              ) : (
                <OutLink href={attachment.url}>{attachment.title}</OutLink>
              )}
            </>
          )}
        </p>
      )}
    </>
  );
}
