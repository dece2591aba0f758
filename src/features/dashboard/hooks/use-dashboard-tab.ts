import { useCallback } from "react";
import { useUrlParams } from "@/hooks/use-url-params";
import {
  DASHBOARD_TAB_PARAM,
  parseDashboardTab,
  withDashboardTab,
  type DashboardTab,
} from "../lib/dashboard-tabs";

/**
 * The dashboard tab, read from and written to the URL (`?tab=`), so a tab can
 * be linked to and Back returns to the previous one.
 */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [searchParams, write] = useUrlParams();
  const tab = parseDashboardTab(searchParams.get(DASHBOARD_TAB_PARAM));
  const setTab = useCallback(
    (next: DashboardTab) => {
      write((current) => withDashboardTab(current, next), { replace: false });
    },
    [write],
  );
  return [tab, setTab];
}
