import { Activity } from "lucide-react";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ActivityItem as Item } from "../lib/types";
import { ActivityItem } from "./activity-item";

/** Recent activity, newest first; skeleton rows while loading. */
export function ActivityCard({ items }: { items: Item[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Recent Activity</h2>
        </CardTitle>
        <CardDescription>
          Applications, decisions and projects from your corner of Buildmates.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {items === undefined ? (
          <div>
            <span className="sr-only">Loading activity...</span>
            <ul aria-hidden className="flex flex-col gap-4">
              {[0, 1, 2].map((i) => (
                <li key={i} className="flex items-start gap-3">
                  <Skeleton className="size-8 rounded-full" />
                  <div className="flex flex-1 flex-col gap-1.5">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-3 w-20" />
                  </div>
                </li>
              ))}
            </ul>
          </div>
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
      </CardContent>
    </Card>
  );
}
