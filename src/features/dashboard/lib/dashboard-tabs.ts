import { paths } from "@/config/paths";

/** The dashboard's tabs, in order; the value lives in the URL as `?tab=`. */
export const DASHBOARD_TABS = [
  "overview",
  "projects",
  "collaborations",
  "applications",
  "settings",
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DEFAULT_DASHBOARD_TAB: DashboardTab = "overview";
export const DASHBOARD_TAB_PARAM = "tab";

export function isDashboardTab(value: unknown): value is DashboardTab {
  return (DASHBOARD_TABS as readonly unknown[]).includes(value);
}

/** The tab a `?tab=` value names; a missing or unknown value is the overview. */
export function parseDashboardTab(value: string | null): DashboardTab {
  return isDashboardTab(value) ? value : DEFAULT_DASHBOARD_TAB;
}

/**
 * The search params for `tab`, keeping any others: the default tab is left
 * out of the URL, every other tab is written as `?tab=`.
 */
export function withDashboardTab(
  params: URLSearchParams,
  tab: DashboardTab,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === DEFAULT_DASHBOARD_TAB) next.delete(DASHBOARD_TAB_PARAM);
  else next.set(DASHBOARD_TAB_PARAM, tab);
  return next;
}

/** A link to the dashboard opened on `tab`. */
export function dashboardTabHref(tab: DashboardTab): string {
  const search = withDashboardTab(new URLSearchParams(), tab).toString();
  return search === "" ? paths.dashboard : `${paths.dashboard}?${search}`;
}
