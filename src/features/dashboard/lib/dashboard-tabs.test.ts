import { describe, expect, it } from "vitest";
import {
  DASHBOARD_TABS,
  dashboardTabHref,
  parseDashboardTab,
  withDashboardTab,
} from "./dashboard-tabs";

describe("parseDashboardTab", () => {
  it("reads every tab from its URL value", () => {
    for (const tab of DASHBOARD_TABS) expect(parseDashboardTab(tab)).toBe(tab);
  });

  it("falls back to the overview for a missing or unknown value", () => {
    expect(parseDashboardTab(null)).toBe("overview");
    expect(parseDashboardTab("")).toBe("overview");
    expect(parseDashboardTab("Projects")).toBe("overview");
    expect(parseDashboardTab("toString")).toBe("overview");
  });
});

describe("withDashboardTab", () => {
  it("writes ?tab= and keeps other params", () => {
    const next = withDashboardTab(new URLSearchParams("a=1"), "applications");
    expect(next.toString()).toBe("a=1&tab=applications");
  });

  it("leaves the default tab out of the URL", () => {
    const next = withDashboardTab(
      new URLSearchParams("tab=settings&a=1"),
      "overview",
    );
    expect(next.toString()).toBe("a=1");
  });

  it("does not change the params it was given", () => {
    const params = new URLSearchParams("tab=projects");
    withDashboardTab(params, "settings");
    expect(params.toString()).toBe("tab=projects");
  });
});

describe("dashboardTabHref", () => {
  it("links to the dashboard on a tab", () => {
    expect(dashboardTabHref("overview")).toBe("/dashboard");
    expect(dashboardTabHref("settings")).toBe("/dashboard?tab=settings");
  });
});
