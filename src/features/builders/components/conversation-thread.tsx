import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Skeleton } from "@/components/ui/skeleton";
import { ConversationList } from "./conversation-list";

/** The live conversation between the viewer and this builder (last 20). */
export function ConversationThread({
  userId,
  name,
}: {
  userId: Id<"users">;
  name: string;
}) {
  const messages = useQuery(api.messages.conversation, { userId });
  if (messages === undefined) {
    return (
      <div className="flex flex-col gap-2" aria-hidden>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-8 w-1/2 self-end" />
      </div>
    );
  }
  return <ConversationList messages={messages} otherName={name} />;
}
