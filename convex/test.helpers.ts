/**
 * Shared convex-test helpers (two dots in the name: never deployed, not a suite).
 */
import aggregate from "@convex-dev/aggregate/test";
import batchWorker from "@convex-dev/batch-worker/test";
import migrations from "@convex-dev/migrations/test";
import presence from "@convex-dev/presence/test";
import rateLimiter from "@convex-dev/rate-limiter/test";
import { convexTest } from "convex-test";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { expect, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { getProfileByUserIdOrThrow } from "./model/profiles";
import { createUserWithProfile } from "./model/users";
import schema from "./schema";
import type { ProjectCategory } from "./shared/constants";
import type { ErrorCode } from "./shared/errors";

export const modules = import.meta.glob("./**/*.*s");

/** The aggregate instances of convex.config.ts, each registered under its name. */
const AGGREGATES = [
  "followersAggregate",
  "projectsByCreatorAggregate",
  "reviewsAggregate",
  "siteProjectsAggregate",
  "siteBuildersAggregate",
] as const;

/** convex-test with the app's schema, functions and components (convex.config.ts). */
export function setup() {
  const t = convexTest(schema, modules);
  rateLimiter.register(t);
  for (const name of AGGREGATES) {
    aggregate.register(t, name);
    batchWorker.register(t, `${name}/batchWorker`);
  }
  presence.register(t);
  migrations.register(t);
  return t;
}

export type TestConvex = ReturnType<typeof setup>;

/**
 * Runs the aggregates' count migrations (migrations.ts) to their end: rows
 * inserted straight into tables, as data from before the aggregates, are
 * counted only by them.
 */
export async function runAggregateBackfill(t: TestConvex): Promise<void> {
  const fake = vi.isFakeTimers();
  if (!fake) vi.useFakeTimers();
  await t.mutation(internal.migrations.countAggregates, {});
  await t.finishAllScheduledFunctions(() => vi.runAllTimers());
  if (!fake) vi.useRealTimers();
}

let userCounter = 0;

/**
 * A user and profile created through sign-up's own code, a session, and a
 * client signed in as them (Convex Auth's subject is "userId|sessionId"; the
 * app's functions see a signed-in viewer only while that session exists).
 */
export async function createUser(
  t: TestConvex,
  options: { name?: string; email?: string } = {},
) {
  userCounter += 1;
  const email = options.email ?? `builder${userCounter}@example.com`;
  const name = options.name ?? `Builder ${userCounter}`;
  const { userId, profileId, sessionId } = await t.run(async (ctx) => {
    const userId = await createUserWithProfile(ctx, {
      email,
      name,
      expertise: ["dev"],
      bio: "",
    });
    const profile = await getProfileByUserIdOrThrow(ctx, userId);
    const sessionId = await ctx.db.insert("authSessions", {
      userId,
      expirationTime: Date.now() + 24 * 60 * 60 * 1000,
    });
    return { userId, profileId: profile._id, sessionId };
  });
  const as = t.withIdentity({ subject: `${userId}|${sessionId}` });
  return { userId, profileId, sessionId, email, name, as };
}

/** A user `createUser` made: their ids, name, email and client. */
export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** An application's row as stored, null when gone. */
export async function applicationOf(t: TestConvex, id: Id<"applications">) {
  return await t.run(async (ctx) => await ctx.db.get("applications", id));
}

/**
 * The user's notifications' kinds as the bell lists them (its first page), a
 * rejection with why it closed ("rejected:roleFilled", "rejected:owner").
 */
export async function noticesOf(person: TestUser): Promise<string[]> {
  const { page } = await person.as.query(api.notifications.list, {
    paginationOpts: { numItems: 20, cursor: null },
  });
  return page.map((row) =>
    row.kind === "applicationRejected"
      ? `rejected:${row.closedBecause ?? "owner"}`
      : row.kind,
  );
}

/** Asserts that `promise` rejects with our ConvexError of `code` (and `message`, if given). */
export async function expectAppError(
  promise: Promise<unknown>,
  code: ErrorCode,
  message?: string,
) {
  const error: unknown = await promise.then(
    () => {
      throw new Error(`Expected a ${code} error, but the call succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toMatchObject({
    data: message === undefined ? { code } : { code, message },
  });
}

export const validProjectInput = {
  title: "AI Health Companion",
  description: "A voice assistant that helps patients follow their care plans.",
  category: "Development" as ProjectCategory,
  skills: ["React", "LLMs"],
  openPositions: 2,
};

/** Inserts a project as `owner` through the public API. */
export async function createProjectAs(
  owner: Awaited<ReturnType<typeof createUser>>,
  overrides: Partial<typeof validProjectInput> = {},
): Promise<Id<"projects">> {
  const { api } = await import("./_generated/api");
  return await owner.as.mutation(api.projects.create, {
    ...validProjectInput,
    ...overrides,
  });
}

/**
 * The environment Convex Auth needs to issue tokens: a fresh RS256 key pair
 * and a site URL, stubbed for the current test file.
 */
export async function stubAuthEnv() {
  const { privateKey, publicKey } = await generateKeyPair("RS256", {
    extractable: true,
  });
  const pkcs8 = await exportPKCS8(privateKey);
  const jwk = await exportJWK(publicKey);
  vi.stubEnv("JWT_PRIVATE_KEY", pkcs8.trimEnd().replace(/\n/g, " "));
  vi.stubEnv("JWKS", JSON.stringify({ keys: [{ use: "sig", ...jwk }] }));
  vi.stubEnv("CONVEX_SITE_URL", "http://127.0.0.1:3211");
  vi.stubEnv("SITE_URL", "http://localhost:5173");
  vi.stubEnv("AUTH_LOG_LEVEL", "ERROR");
}

export type SentMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** The mails scheduled (`internal.mail.send`) to an address, oldest first. */
export async function mailsTo(t: TestConvex, to: string): Promise<SentMail[]> {
  const jobs = await t.run(
    async (ctx) => await ctx.db.system.query("_scheduled_functions").take(500),
  );
  return jobs
    .filter((job) => job.name.startsWith("mail"))
    .map((job) => job.args[0] as SentMail)
    .filter((mail) => mail.to === to);
}

/** The 8-digit code in the latest mail to an address. */
export async function latestCode(t: TestConvex, to: string): Promise<string> {
  const mail = (await mailsTo(t, to)).at(-1);
  const code = mail?.text.match(/\b(\d{8})\b/)?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${to}`);
  return code;
}
