import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** One row of `notifications.list`, joined with its actor and project. */
export type NotificationItem = FunctionReturnType<
  typeof api.notifications.list
>["page"][number];
