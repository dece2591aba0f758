/** The team room's tabs, in order; the URL keeps the one shown (`?tab=`). */
export const ROOM_TABS = ["chat", "board", "files", "team"] as const;
export type RoomTab = (typeof ROOM_TABS)[number];

export const ROOM_TAB_PARAM = "tab";

export const ROOM_TAB_LABELS: Record<RoomTab, string> = {
  chat: "Chat",
  board: "Board",
  files: "Links & files",
  team: "Team",
};

export function parseRoomTab(value: string | null): RoomTab {
  return ROOM_TABS.find((tab) => tab === value) ?? "chat";
}
