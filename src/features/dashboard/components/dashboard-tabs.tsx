import {
  FileText,
  FolderKanban,
  LayoutDashboard,
  Settings,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDashboardTab } from "../hooks/use-dashboard-tab";
import {
  DASHBOARD_TABS,
  isDashboardTab,
  type DashboardTab,
} from "../lib/dashboard-tabs";

const TAB_META: Record<DashboardTab, { label: string; icon: LucideIcon }> = {
  overview: { label: "Overview", icon: LayoutDashboard },
  projects: { label: "My Projects", icon: FolderKanban },
  collaborations: { label: "Collaborations", icon: Users },
  applications: { label: "Applications", icon: FileText },
  settings: { label: "Settings", icon: Settings },
};

/**
 * The five dashboard tabs. The selected tab lives in the URL (`?tab=`); Radix
 * gives the keyboard behaviour (arrow keys, Home, End). Only the selected
 * panel is mounted, so each tab subscribes to its data only while shown. On
 * a phone the strip wraps onto more rows, so every tab shows (none hidden
 * past an edge that does not look scrollable); from `sm` up it is one row.
 */
export function DashboardTabs({
  panels,
}: {
  panels: Record<DashboardTab, ReactNode>;
}) {
  const [tab, setTab] = useDashboardTab();
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        if (isDashboardTab(value)) setTab(value);
      }}
    >
      <TabsList
        aria-label="Dashboard sections"
        className="w-full flex-wrap sm:w-fit sm:flex-nowrap"
      >
        {DASHBOARD_TABS.map((value) => {
          const { label, icon: Icon } = TAB_META[value];
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {DASHBOARD_TABS.map((value) => (
        <TabsContent key={value} value={value} className="pt-2">
          {/* Keeps the outline h1 > h2 > h3 for the cards inside. */}
          <h2 className="sr-only">{TAB_META[value].label}</h2>
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
