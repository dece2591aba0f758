/**
 * Demo data for local development: `npx convex run seed:run`.
 * Internal only. Idempotent, and never runs against a deployment that has
 * users other than the demo accounts.
 */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalMutation, internalQuery } from "./functions";
import {
  DEMO_PASSWORD,
  getSeedState,
  populateDemoData,
  type SeedCounts,
  type SeedState,
} from "./model/seed";
import {
  createPasswordAccountIfAbsent,
  getPasswordAccount,
  markEmailVerified,
} from "./model/users";
import { vSignUpProfile } from "./model/validators";
import {
  DEMO_BUILDER_KEYS,
  DEMO_BUILDERS,
  type DemoBuilderKey,
} from "./shared/demoBuilders";
import { DEMO_OPERATOR } from "./shared/demoHistory";

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
    // Demo accounts seeded before email verification existed get verified too.
    await ctx.runMutation(internal.seed.verifyDemoAccounts, {});
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
    // Accounts are made as sign-up makes them: the password hashed in the Node
    // action, then the user, profile and account in one mutation, which keeps
    // the accounts a partial earlier seed left.
    const accounts = [];
    for (const builder of DEMO_BUILDERS) {
      accounts.push({
        key: builder.key,
        profile: {
          email: builder.email,
          name: builder.name,
          expertise: builder.expertise,
          bio: builder.bio,
        },
        secret: await ctx.runAction(internal.passwordHashing.hash, {
          password: DEMO_PASSWORD,
        }),
      });
    }
    const userIds: { key: DemoBuilderKey; userId: Id<"users"> }[] =
      await ctx.runMutation(internal.seed.createAccounts, { accounts });
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
    // One demo account is a moderator, to try /moderation.
    const operator = DEMO_BUILDERS.find((b) => b.key === DEMO_OPERATOR);
    if (operator !== undefined) {
      await ctx.runMutation(internal.moderation.setOperator, {
        email: operator.email,
        operator: true,
      });
    }
    return { status: "seeded", users: userIds.length, ...populated };
  },
});

const vKey = literals(...DEMO_BUILDER_KEYS);

/** The demo accounts (or the ones already there), in one transaction. */
export const createAccounts = internalMutation({
  args: {
    accounts: v.array(
      v.object({ key: vKey, profile: vSignUpProfile, secret: v.string() }),
    ),
  },
  returns: v.array(v.object({ key: vKey, userId: v.id("users") })),
  handler: async (ctx, { accounts }) => {
    const userIds = [];
    for (const { key, profile, secret } of accounts) {
      const { userId, accountId } = await createPasswordAccountIfAbsent(
        ctx,
        profile,
        secret,
      );
      const account = await ctx.db.get("authAccounts", accountId);
      if (account !== null) await markEmailVerified(ctx, account);
      userIds.push({ key, userId });
    }
    return userIds;
  },
});

/** Marks the demo accounts that exist verified (one indexed read each). */
export const verifyDemoAccounts = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    for (const builder of DEMO_BUILDERS) {
      const account = await getPasswordAccount(ctx, builder.email);
      if (account !== null) await markEmailVerified(ctx, account);
    }
    return null;
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
        key: vKey,
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
