import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import type { ConversationSummary } from "@/lib/api-types";
import { InboxRow } from "./inbox-row";

/** One conversation in the inbox list: who, the latest message, when, and unread. */
export function ConversationRow({
  conversation: c,
  online,
}: {
  conversation: ConversationSummary;
  /** Whether the other person is online now (undefined: not known). */
  online?: boolean;
}) {
  return (
    <InboxRow
      to={paths.conversation(c.otherUserId)}
      picture={
        <UserAvatar
          name={c.otherName}
          seed={c.otherUserId}
          avatarUrl={c.otherAvatarUrl}
          online={online}
          className="size-10"
        />
      }
      name={c.otherName}
      lastMessageAt={c.lastMessageAt}
      lastMessagePreview={c.lastMessagePreview}
      lastFromViewer={c.lastFromViewer}
      unread={c.unread}
    />
  );
}
