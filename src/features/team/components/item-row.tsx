import type { LucideIcon } from "lucide-react";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { RelativeTime } from "@/components/project-card/relative-time";
import { Button } from "@/components/ui/button";

/** A pinned link or a file: its icon, its link, who added it when, and Remove for those who may. */
export function ItemRow({
  icon: Icon,
  name,
  link,
  detail,
  addedBy,
  createdAt,
  onRemove,
}: {
  icon: LucideIcon;
  name: string;
  link: ReactNode;
  detail?: string;
  addedBy: string;
  createdAt: number;
  onRemove: (() => void) | null;
}) {
  return (
    <li className="flex animate-enter items-center gap-3 rounded-lg border bg-card p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{link}</span>
        <span className="text-xs text-muted-foreground">
          {detail ? `${detail} · ` : ""}
          {addedBy}, <RelativeTime time={createdAt} />
        </span>
      </div>
      {onRemove ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}
