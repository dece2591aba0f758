import { Activity } from "lucide-react";
import { LoadingGrid } from "@/components/loading-grid";
import { Skeleton } from "@/components/ui/skeleton";
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
            <div className="flex items-start gap-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-20" />
              </div>
            </div>
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
