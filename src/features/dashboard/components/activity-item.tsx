import {
  CheckCircle2,
  FolderPlus,
  UserPlus,
  XCircle,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { RelativeTime } from "@/components/project-card/relative-time";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import type { ActivityItem as Item, ActivityKind } from "../lib/types";
import { PersonName } from "./person-name";

/** Each kind of event: its icon, tint and sentence (exhaustive over the kinds). */
const ACTIVITY_STYLE: Record<
  ActivityKind,
  {
    icon: LucideIcon;
    tint: string;
    message: (item: Item, project: ReactNode) => ReactNode;
  }
> = {
  application_received: {
    icon: UserPlus,
    tint: "bg-primary/10 text-primary",
    message: (item, project) => (
      <>
        <PersonName person={item.person} /> applied to {project}
      </>
    ),
  },
  application_accepted: {
    icon: CheckCircle2,
    tint: "bg-status-accepted/10 text-status-accepted",
    message: (_item, project) => (
      <>Your application to {project} was accepted</>
    ),
  },
  application_rejected: {
    icon: XCircle,
    tint: "bg-status-rejected/10 text-status-rejected",
    message: (_item, project) => (
      <>Your application to {project} was not selected</>
    ),
  },
  project_created: {
    icon: FolderPlus,
    tint: "bg-muted text-muted-foreground",
    message: (_item, project) => <>You created {project}</>,
  },
};

/** One event of the activity list: icon, sentence with links, relative time. */
export function ActivityItem({ item }: { item: Item }) {
  const { icon: Icon, tint, message } = ACTIVITY_STYLE[item.kind];
  const project = (
    <Link
      to={paths.project(item.project._id)}
      className="font-medium hover:text-primary hover:underline"
    >
      {item.project.title}
    </Link>
  );
  return (
    <div className="flex items-start gap-3">
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full",
          tint,
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm">{message(item, project)}</p>
        <RelativeTime
          time={item.time}
          className="text-xs text-muted-foreground"
        />
      </div>
    </div>
  );
}
