import { Migrations, type MigrationStatus } from "@convex-dev/migrations";
import { v } from "convex/values";
import { components, internal } from "./_generated/api";
import type { DataModel } from "./_generated/dataModel";
import { mutation, query } from "./_generated/server";

export const migrations = new Migrations<DataModel>(components.migrations);

/** Fills in `doubled`, three documents a batch. */
export const double = migrations.define({
  table: "items",
  batchSize: 3,
  migrateOne: (_ctx, item) =>
    item.doubled === undefined ? { doubled: item.n * 2 } : undefined,
});

/** The README's general-purpose runner: `{ fn: "migrations:double" }`. */
export const run = migrations.runner();

export const seed = mutation({
  args: { group: v.string(), count: v.number() },
  returns: v.null(),
  handler: async (ctx, { group, count }) => {
    for (let n = 1; n <= count; n++) await ctx.db.insert("items", { group, n });
    return null;
  },
});

export const runDouble = mutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await migrations.runOne(ctx, internal.migrations.double);
    return null;
  },
});

export const items = query({
  args: { group: v.string() },
  returns: v.array(
    v.object({ n: v.number(), doubled: v.optional(v.number()) }),
  ),
  handler: async (ctx, { group }) =>
    (
      await ctx.db
        .query("items")
        .withIndex("by_group", (q) => q.eq("group", group))
        .collect()
    ).map(({ n, doubled }) => ({ n, doubled })),
});

export const status = query({
  args: {},
  returns: v.any(),
  handler: (ctx): Promise<MigrationStatus[]> =>
    migrations.getStatus(ctx, { migrations: [internal.migrations.double] }),
});
