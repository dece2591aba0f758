import { Link } from "react-router-dom";
import { RelativeTime } from "@/components/project-card/relative-time";
import { paths } from "@/config/paths";
import { ACTIVITY_ICONS } from "@/lib/activity-icons";
import { cn } from "@/lib/cn";
import type { ActivityItem as Item } from "../lib/types";
import { ACTIVITY_WORDS } from "./activity-words";
import { PersonName } from "./person-name";

/** One event of the activity list: icon, sentence with links, relative time. */
export function ActivityItem({ item }: { item: Item }) {
  const words = ACTIVITY_WORDS[item.kind];
  const Icon = ACTIVITY_ICONS[item.kind];
  const project = item.project ? (
    <Link
      to={paths.project(item.project._id)}
      className="font-medium hover:text-primary hover:underline"
    >
      {item.project.title}
    </Link>
  ) : (
    <span className="font-medium">a deleted project</span>
  );
  const person = <PersonName person={item.person} />;
  return (
    <div className="flex items-start gap-3">
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full",
          words.tint,
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          {words[item.role]({
            person,
            project,
            closedBecause: item.closedBecause,
          })}
        </p>
        <RelativeTime
          time={item.time}
          className="text-xs text-muted-foreground"
        />
      </div>
    </div>
  );
}
