/** A link's accessible name, with the unread count when there is one: "Messages, 3 unread". */
export function unreadLabel(name: string, unread: number): string {
  return unread > 0 ? `${name}, ${unread} unread` : name;
}

/** A badge's text: the count, capped so it fits ("99+"). */
export function unreadBadgeText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}
