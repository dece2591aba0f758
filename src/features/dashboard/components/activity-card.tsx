import { Activity } from "lucide-react";
import { LoadingGrid } from "@/components/loading-grid";
import { AvatarLinesSkeleton } from "@/components/skeletons/avatar-lines-skeleton";
import type { ActivityItem as Item } from "../lib/types";
import { ActivityItem } from "./activity-item";
import { SectionCard } from "./section-card";

/** Recent activity, newest first; skeleton rows while loading. */
export function ActivityCard({ items }: { items: Item[] | undefined }) {
  return (
    <SectionCard
      title="Recent Activity"
      description="Applications, decisions, invitations and messages: yours and those around you."
    >
      {items === undefined ? (
        <LoadingGrid
          label="Loading activity..."
          count={3}
          skeleton={
            <AvatarLinesSkeleton
              avatar="size-8 rounded-full"
              lines={["h-4 w-3/4", "h-3 w-20"]}
              dense
              className="items-start"
            />
          }
          className="flex flex-col gap-4"
        />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <Activity aria-hidden className="size-6 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">
            No activity yet. Create a project or apply to one to get started.
          </p>
        </div>
      ) : (
        <ol className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.id} className="animate-enter">
              <ActivityItem item={item} />
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
