import { useMutation, useQuery } from "convex/react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { toUserMessage } from "@/lib/to-user-message";
import { SectionCard } from "./section-card";

/** Settings' Blocked people: everyone the viewer blocked, each with Unblock. */
export function BlockedPeopleSettings() {
  const blocked = useQuery(api.blocks.listMine, {});
  const unblock = useMutation(api.blocks.unblock);
  return (
    <SectionCard
      title="Blocked people"
      description="They can't message you, apply to your projects or see your contact options. They are not told."
      className="mt-6"
    >
      {blocked === undefined ? (
        <Skeleton className="h-12 w-full" />
      ) : blocked.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          You haven&apos;t blocked anyone.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {blocked.map((person) => (
            <li key={person.userId} className="flex items-center gap-3 py-2">
              <UserAvatar
                name={person.name}
                seed={person.userId}
                avatarUrl={person.avatarUrl}
              />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">
                {person.name}
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void unblock({ userId: person.userId }).then(
                    () => toast.success(`${person.name} is unblocked`),
                    (error: unknown) =>
                      toast.error(toUserMessage(error, "Please try again.")),
                  )
                }
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
