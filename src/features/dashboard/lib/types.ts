import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** Row shapes of the dashboard's queries, derived from the functions themselves. */
export type ActivityItem = FunctionReturnType<
  typeof api.dashboard.activity
>[number];
export type ActivityKind = ActivityItem["kind"];
export type DashboardPerson = FunctionReturnType<
  typeof api.dashboard.recentCollaborators
>[number];
export type Collaboration = FunctionReturnType<
  typeof api.dashboard.collaborations
>[number];
