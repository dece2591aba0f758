/**
 * Shared by the migrations' convex-test suites (two dots in the name: never
 * deployed, not a suite).
 */
import { vi } from "vitest";
import { components } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import type { TestConvex } from "./test.helpers";

/** Runs what the scheduler holds (every batch still to come) to its end. */
export async function finish(t: TestConvex) {
  await t.finishAllScheduledFunctions(() => vi.runAllTimers());
}

export async function statusOf(t: TestConvex, name: string) {
  const [status] = await t.query(components.migrations.lib.getStatus, {
    names: [`migrations:${name}`],
  });
  return status!;
}

/** Every migration `runAll` runs, by name. */
export const ALL = [
  "recruiting",
  "applicationNotes",
  "roles",
  "countFollows",
  "countProjects",
  "countReviews",
  "countProfiles",
] as const;
export type MigrationName = (typeof ALL)[number];

export async function insertOldProject(
  ctx: MutationCtx,
  creatorId: Id<"users">,
  fields: { status?: "open" | "completed"; createdAt?: number } = {},
) {
  return await ctx.db.insert("projects", {
    title: "An old project",
    description: "Written before the current rules.",
    category: "Development",
    skills: ["Python"],
    openPositions: 3,
    filledPositions: 0,
    creatorId,
    status: fields.status ?? "open",
    createdAt: fields.createdAt ?? 1000,
    updatedAt: fields.createdAt ?? 1000,
    teamSkills: [],
  });
}
