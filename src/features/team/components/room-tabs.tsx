import {
  FolderOpen,
  KanbanSquare,
  MessagesSquare,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUrlParams } from "@/hooks/use-url-params";
import {
  parseRoomTab,
  ROOM_TAB_LABELS,
  ROOM_TAB_PARAM,
  ROOM_TABS,
  type RoomTab,
} from "../lib/room-tabs";

const ICONS: Record<RoomTab, LucideIcon> = {
  chat: MessagesSquare,
  board: KanbanSquare,
  files: FolderOpen,
  team: Users,
};

/**
 * The room's four tabs (on a phone too: the strip wraps, so every tab shows).
 * The tab shown lives in the URL (`?tab=`); only its panel is mounted.
 * `badges` adds a count to a tab's label (the chat's unread).
 */
export function RoomTabs({
  panels,
  badges,
}: {
  panels: Record<RoomTab, ReactNode>;
  badges?: Partial<Record<RoomTab, number>>;
}) {
  const [params, write] = useUrlParams();
  const tab = parseRoomTab(params.get(ROOM_TAB_PARAM));
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        write((current) => {
          current.set(ROOM_TAB_PARAM, parseRoomTab(value));
          return current;
        })
      }
    >
      <TabsList aria-label="Team room" className="w-full flex-wrap sm:w-fit">
        {ROOM_TABS.map((value) => {
          const Icon = ICONS[value];
          const count = badges?.[value] ?? 0;
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {ROOM_TAB_LABELS[value]}
              {count > 0 ? (
                <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums">
                  {count}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {ROOM_TABS.map((value) => (
        <TabsContent key={value} value={value}>
          {value === tab ? panels[value] : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
