/**
 * Demo data for local development: `npx convex run seed:run`.
 * Internal only. Idempotent, and never runs against a deployment that has
 * users other than the demo accounts.
 */
import { createAccount } from "@convex-dev/auth/server";
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import type { DataModel, Id } from "./_generated/dataModel";
import { internalAction, internalMutation, internalQuery } from "./functions";
import {
  DEMO_PASSWORD,
  getSeedState,
  populateDemoData,
  type SeedCounts,
  type SeedState,
} from "./model/seed";
import type { PasswordProfile } from "./model/users";
import {
  DEMO_BUILDER_KEYS,
  DEMO_BUILDERS,
  type DemoBuilderKey,
} from "./shared/demoData";

const vSeedState = literals("empty", "hasUsers", "seeded");

const vSeedResult = v.object({
  status: literals("seeded", "skipped"),
  reason: v.optional(vSeedState),
  users: v.number(),
  projects: v.number(),
  applications: v.number(),
});

export const state = internalQuery({
  args: {},
  returns: vSeedState,
  handler: async (ctx) => await getSeedState(ctx),
});

export const run = internalAction({
  args: {},
  returns: vSeedResult,
  handler: async (ctx): Promise<Infer<typeof vSeedResult>> => {
    const before: SeedState = await ctx.runQuery(internal.seed.state, {});
    if (before !== "empty") {
      return {
        status: "skipped",
        reason: before,
        users: 0,
        projects: 0,
        applications: 0,
      };
    }
    // Accounts go through Convex Auth's own creation (the Password provider's
    // hashing and this app's createOrUpdateUser callback, which makes the profile).
    // For an existing demo account with the same password it returns that account.
    const userIds: { key: DemoBuilderKey; userId: Id<"users"> }[] = [];
    for (const builder of DEMO_BUILDERS) {
      const profile: PasswordProfile = {
        email: builder.email,
        name: builder.name,
        expertise: builder.expertise,
        bio: builder.bio,
      };
      const { user } = await createAccount<DataModel>(ctx, {
        provider: "password",
        account: { id: builder.email, secret: DEMO_PASSWORD },
        profile,
      });
      userIds.push({ key: builder.key, userId: user._id });
    }
    const populated: SeedCounts | SeedState = await ctx.runMutation(
      internal.seed.populate,
      { userIds },
    );
    if (typeof populated === "string") {
      // Someone signed up, or another seed finished, in the meantime.
      return {
        status: "skipped",
        reason: populated,
        users: 0,
        projects: 0,
        applications: 0,
      };
    }
    return { status: "seeded", users: userIds.length, ...populated };
  },
});

/**
 * The projects and applications, in one transaction. Re-checks the state
 * first and returns it, writing nothing, unless it is still "empty".
 */
export const populate = internalMutation({
  args: {
    userIds: v.array(
      v.object({
        key: literals(...DEMO_BUILDER_KEYS),
        userId: v.id("users"),
      }),
    ),
  },
  returns: v.union(
    v.object({ projects: v.number(), applications: v.number() }),
    vSeedState,
  ),
  handler: async (ctx, args) => {
    const state = await getSeedState(ctx);
    if (state !== "empty") return state;
    const userIds = Object.fromEntries(
      args.userIds.map(({ key, userId }) => [key, userId]),
    ) as Record<DemoBuilderKey, Id<"users">>;
    return await populateDemoData(ctx, userIds, Date.now());
  },
});
