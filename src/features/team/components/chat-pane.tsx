import { useMutation } from "convex/react";
import { MessagesSquare } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { teamMessageBodySchema } from "@convex/shared/team";
import { ConfirmActionDialog } from "@/components/confirm-action-dialog";
import { MessageComposer } from "@/components/messages/message-composer";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMarkRead } from "@/hooks/use-mark-read";
import { useNow } from "@/hooks/use-now";
import { usePagedQuery } from "@/hooks/use-paged-query";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import { useTypingSignal } from "../hooks/use-typing";
import type { TeamChatMessage, TeamMember } from "../lib/types";
import { ChatMessage } from "./chat-message";
import { EditMessageDialog } from "./edit-message-dialog";
import { TypingLine } from "./typing-line";

/** Messages shown per page of history. */
const PAGE_SIZE = 30;

/**
 * The Chat tab: the history (newest at the bottom, older a page at a time),
 * who is typing, and the composer (Enter sends, Shift+Enter a new line).
 * The room is marked read while it is on screen.
 */
export function ChatPane({
  projectId,
  members,
  unread,
}: {
  projectId: Id<"projects">;
  members: readonly TeamMember[];
  unread: number;
}) {
  const { results, status, loadMore } = usePagedQuery(
    api.teamMessages.list,
    { projectId },
    PAGE_SIZE,
  );
  const send = useMutation(api.teamMessages.send);
  const remove = useMutation(api.teamMessages.remove);
  const markRoomRead = useMutation(api.teamMessages.markRead);
  const markRead = useCallback(
    () => markRoomRead({ projectId }),
    [markRoomRead, projectId],
  );
  useMarkRead(unread, markRead);
  const { typing, sent } = useTypingSignal(projectId);
  const now = useNow(30_000);
  const [editing, setEditing] = useState<TeamChatMessage | null>(null);
  const [deleting, setDeleting] = useState<TeamChatMessage | null>(null);
  const profileIds = useMemo(
    () =>
      new Map(
        members.flatMap((m) =>
          m.username && m.profileId
            ? [[m.username.toLowerCase(), m.profileId]]
            : [],
        ),
      ),
    [members],
  );
  // The query pages newest first; the chat reads oldest first.
  const messages = useMemo(() => [...results].reverse(), [results]);

  const onSend = async (body: string) => {
    try {
      await send({ projectId, body });
      sent();
    } catch (error) {
      toast.error("Your message was not sent", {
        description: toUserMessage(error, "Please try again."),
      });
      throw error;
    }
  };

  return (
    <div className="flex h-[min(70dvh,40rem)] min-h-80 flex-col gap-2">
      <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto rounded-xl border bg-muted/30 p-3">
        {status === "LoadingFirstPage" ? (
          <div
            role="status"
            aria-label="Loading messages"
            className="flex flex-col gap-3"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-3/4" />
            ))}
          </div>
        ) : messages.length === 0 ? (
          <p className="m-auto flex flex-col items-center gap-2 text-center text-sm text-muted-foreground">
            <MessagesSquare aria-hidden className="size-6" />
            No messages yet. Say hello to your team!
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            {status === "CanLoadMore" || status === "LoadingMore" ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-center"
                disabled={status === "LoadingMore"}
                onClick={loadMore}
              >
                {status === "LoadingMore"
                  ? "Loading..."
                  : "Load older messages"}
              </Button>
            ) : null}
            <ol aria-label="Team chat" className="flex flex-col gap-3">
              {messages.map((message) => (
                <ChatMessage
                  key={message._id}
                  message={message}
                  profileIds={profileIds}
                  now={now}
                  onEdit={() => setEditing(message)}
                  onDelete={() => setDeleting(message)}
                />
              ))}
            </ol>
          </div>
        )}
      </div>
      <TypingLine projectId={projectId} />
      <MessageComposer
        recipientName="the team"
        firstMessage={false}
        label="Message the team"
        placeholder="Write to the team... (@username mentions someone)"
        schema={teamMessageBodySchema}
        onType={typing}
        onSend={onSend}
      />
      <EditMessageDialog message={editing} onClose={() => setEditing(null)} />
      <ConfirmActionDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onCloseAutoFocus={() => undefined}
        title="Delete this message?"
        description="It leaves the chat for everyone."
        confirmLabel="Delete message"
        busyLabel="Deleting..."
        destructive
        failureTitle="The message could not be deleted"
        action={async () => {
          if (deleting !== null) await remove({ messageId: deleting._id });
        }}
      />
    </div>
  );
}
