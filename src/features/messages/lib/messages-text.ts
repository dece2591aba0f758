/** The header link's accessible name, with the unread count when there is one. */
export function messagesLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} unread` : "Messages";
}

/** A badge's text: the count, capped so it fits ("99+"). */
export function unreadBadgeText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}
