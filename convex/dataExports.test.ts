import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { recordFile } from "./model/files";
import { DATA_EXPORT_TTL_MS } from "./shared/dataExports";
import { RATE_LIMITS } from "./shared/rateLimits";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

type User = Awaited<ReturnType<typeof createUser>>;

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);
const anyUrl: unknown = expect.stringMatching(/^https?:\/\//);
const like = (fields: object): unknown => expect.objectContaining(fields);
const containing = (items: unknown[]): unknown => expect.arrayContaining(items);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs the export builds that were just scheduled (and nothing due later). */
async function runBuilds(t: TestConvex) {
  vi.advanceTimersByTime(1);
  await t.finishInProgressScheduledFunctions();
}

/** Asks for an export as `member` and makes it; returns its id. */
async function makeExport(t: TestConvex, member: User) {
  const exportId = await member.as.mutation(api.account.requestDataExport, {});
  await runBuilds(t);
  return exportId;
}

async function exportRow(t: TestConvex, exportId: Id<"dataExports">) {
  return await t.run(async (ctx) => await ctx.db.get("dataExports", exportId));
}

/** The stored file of a ready export, as text. */
async function exportText(t: TestConvex, exportId: Id<"dataExports">) {
  const row = await exportRow(t, exportId);
  expect(row?.status).toBe("ready");
  return await t.run(async (ctx) =>
    (await ctx.storage.get(row!.storageId!))!.text(),
  );
}

async function storePhoto(t: TestConvex, owner: User, lastByte: number) {
  return await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, lastByte])], {
        type: "image/png",
      }),
    );
    await recordFile(ctx, {
      storageId,
      ownerId: owner.userId,
      purpose: "photo",
    });
    return storageId;
  });
}

/**
 * A member with data in every category, and others around them with data of
 * their own that the member must not get.
 */
async function memberWithEverything(t: TestConvex) {
  const member = await createUser(t, { name: "Maya Member" });
  const other = await createUser(t, {
    name: "Omar Other",
    email: "omar.private@example.com",
  });
  const third = await createUser(t, {
    name: "Pia Third",
    email: "pia.private@example.com",
  });
  const blocked = await createUser(t, { name: "Bo Blocked" });
  const follower = await createUser(t, { name: "Fay Follower" });

  const ownProject = await createProjectAs(member, {
    title: "Maya's export tool",
  });
  await other.as.mutation(api.applications.apply, {
    projectId: ownProject,
    message: "Omar would love to help",
  });
  await member.as.mutation(api.invites.send, {
    projectId: ownProject,
    profileId: third.profileId,
  });
  const othersProject = await createProjectAs(other, {
    title: "Omar's robot",
  });
  await member.as.mutation(api.applications.apply, {
    projectId: othersProject,
    message: "Maya applies to the robot",
  });
  const thirdsProject = await createProjectAs(third, { title: "Pia's garden" });
  await third.as.mutation(api.invites.send, {
    projectId: thirdsProject,
    profileId: member.profileId,
  });

  const finished = await createProjectAs(member, {
    title: "Finished together",
    openPositions: 3,
  });
  const applicationId = await other.as.mutation(api.applications.apply, {
    projectId: finished,
  });
  await member.as.mutation(api.applications.accept, { applicationId });
  await member.as.mutation(api.projects.complete, { projectId: finished });
  await member.as.mutation(api.reviews.create, {
    projectId: finished,
    subjectId: other.userId,
    rating: 5,
    text: "Maya says Omar was great",
  });
  const reviewOfMember = await other.as.mutation(api.reviews.create, {
    projectId: finished,
    subjectId: member.userId,
    rating: 4,
    text: "Omar says Maya was solid",
  });
  await member.as.mutation(api.reviews.reply, {
    reviewId: reviewOfMember,
    text: "Maya thanks Omar",
  });

  await member.as.mutation(api.messages.send, {
    recipientId: other.userId,
    body: "Hello Omar from Maya",
  });
  await other.as.mutation(api.messages.send, {
    recipientId: member.userId,
    body: "Hi Maya, Omar here",
  });
  await other.as.mutation(api.messages.send, {
    recipientId: third.userId,
    body: "A private note between Omar and Pia",
  });

  await member.as.mutation(api.savedSearches.create, {
    text: "maya saved search",
    skills: [],
    compensation: "paid",
  });
  await other.as.mutation(api.savedSearches.create, {
    text: "omar saved search",
    skills: [],
  });
  await member.as.mutation(api.follows.toggle, { userId: other.userId });
  await follower.as.mutation(api.follows.toggle, { userId: member.userId });
  await member.as.mutation(api.favorites.toggle, {
    profileId: other.profileId,
  });
  await member.as.mutation(api.blocks.block, { userId: blocked.userId });
  await member.as.mutation(api.reports.create, {
    targetKind: "profile",
    targetId: blocked.profileId,
    reason: "spam",
    note: "Maya reports spam",
  });
  await member.as.mutation(api.notificationPreferences.set, {
    kind: "messageReceived",
    inApp: true,
    email: false,
  });
  await storePhoto(t, member, 1);
  const othersPhoto = await storePhoto(t, other, 2);
  return { member, other, third, follower, othersPhoto };
}

describe("account.requestDataExport: the file's contents", () => {
  test("holds every part of the member's data, and nothing secret or private to others", async () => {
    const t = setup();
    const { member, other, third, follower, othersPhoto } =
      await memberWithEverything(t);
    const exportId = await makeExport(t, member);
    const text = await exportText(t, exportId);
    const data = JSON.parse(text) as Record<string, unknown>;

    expect(data.account).toEqual({
      email: member.email,
      emailVerified: false,
      createdAt: anyString,
    });
    expect(data.profile).toMatchObject({
      name: "Maya Member",
      id: member.profileId,
    });
    expect(data.projects).toEqual([
      like({ title: "Maya's export tool", status: "open" }),
      like({
        title: "Finished together",
        status: "completed",
      }),
    ]);
    expect(data.applicationsSent).toEqual([
      like({
        project: like({ title: "Omar's robot" }),
        message: "Maya applies to the robot",
        status: "pending",
      }),
    ]);
    expect(data.applicationsReceived).toEqual([
      like({
        message: "Omar would love to help",
        applicant: {
          userId: other.userId,
          name: "Omar Other",
          username: anyString,
        },
      }),
      like({
        project: like({ title: "Finished together" }),
        status: "accepted",
      }),
    ]);
    expect(data.invitesSent).toEqual([
      like({
        invited: like({ name: "Pia Third" }),
        status: "pending",
      }),
    ]);
    expect(data.invitesReceived).toEqual([
      like({
        project: like({ title: "Pia's garden" }),
        from: like({ name: "Pia Third" }),
      }),
    ]);
    expect(data.conversations).toEqual([
      like({
        with: like({ name: "Omar Other" }),
        messages: [
          like({
            from: "you",
            body: "Hello Omar from Maya",
          }),
          like({ from: "them", body: "Hi Maya, Omar here" }),
        ],
      }),
    ]);
    expect(data.completedProjects).toEqual([like({ role: "owner" })]);
    expect(data.reviewsWritten).toEqual([
      like({
        about: like({ name: "Omar Other" }),
        text: "Maya says Omar was great",
        rating: 5,
      }),
    ]);
    expect(data.reviewsReceived).toEqual([
      like({
        by: like({ name: "Omar Other" }),
        text: "Omar says Maya was solid",
        reply: "Maya thanks Omar",
      }),
    ]);
    expect(data.notifications).toEqual(
      containing([
        like({
          kind: "applicationReceived",
          from: like({ name: "Omar Other" }),
        }),
        like({ kind: "inviteReceived" }),
        like({ kind: "reviewReceived" }),
      ]),
    );
    expect(data.notificationPreferences).toEqual([
      { kind: "messageReceived", inApp: true, email: false },
    ]);
    expect(data.savedSearches).toEqual([
      like({ text: "maya saved search", compensation: "paid" }),
    ]);
    expect(data.follows).toEqual({
      following: [like({ name: "Omar Other" })],
      followersCount: 1,
    });
    expect(data.favorites).toEqual([like({ name: "Omar Other" })]);
    expect(data.blocked).toEqual([
      like({
        person: like({ name: "Bo Blocked" }),
      }),
    ]);
    expect(data.reportsFiled).toEqual([
      like({ note: "Maya reports spam", reason: "spam" }),
    ]);
    expect(data.files).toEqual([
      like({
        purpose: "photo",
        byteSize: 4,
        sha256: anyString,
        url: anyUrl,
      }),
    ]);

    // Nothing secret, and nothing of others' beyond what the member sees.
    for (const hidden of [
      other.email,
      third.email,
      "A private note between Omar and Pia",
      "omar saved search",
      othersPhoto,
      // Who follows the member: the app shows them only how many.
      follower.userId,
      "Fay Follower",
    ]) {
      expect(text).not.toContain(hidden);
    }
    const secrets = await t.run(async (ctx) => ({
      accounts: await ctx.db.query("authAccounts").take(100),
      sessions: await ctx.db.query("authSessions").take(100),
    }));
    for (const account of secrets.accounts) {
      if (account.secret !== undefined)
        expect(text).not.toContain(account.secret);
    }
    for (const session of secrets.sessions) {
      expect(text).not.toContain(session._id);
    }
    expect(text).not.toMatch(/"(secret|password|token|refreshToken|code)"/i);
  });

  test("a member with nothing yet gets every section, empty", async () => {
    const t = setup();
    const member = await createUser(t, { name: "New Member" });
    const data = JSON.parse(
      await exportText(t, await makeExport(t, member)),
    ) as Record<string, unknown>;
    expect(data.profile).toMatchObject({ name: "New Member" });
    for (const section of [
      "projects",
      "applicationsSent",
      "applicationsReceived",
      "conversations",
      "reviewsWritten",
      "reviewsReceived",
      "notifications",
      "savedSearches",
      "favorites",
      "files",
    ]) {
      expect(data[section]).toEqual([]);
    }
    expect(data.follows).toEqual({ following: [], followersCount: 0 });
  });
});

describe("account.requestDataExport and account.dataExport", () => {
  test("signed out: asking is refused and there is nothing to see", async () => {
    const t = setup();
    await expectAppError(
      t.mutation(api.account.requestDataExport, {}),
      "UNAUTHENTICATED",
    );
    expect(await t.query(api.account.dataExport, {})).toBeNull();
  });

  test("shows pending while it is made, then ready with its expiry and download", async () => {
    const t = setup();
    const member = await createUser(t);
    expect(await member.as.query(api.account.dataExport, {})).toBeNull();
    const exportId = await member.as.mutation(
      api.account.requestDataExport,
      {},
    );
    expect(await member.as.query(api.account.dataExport, {})).toEqual({
      _id: exportId,
      status: "pending",
      requestedAt: anyNumber,
    });
    await runBuilds(t);
    const ready = await member.as.query(api.account.dataExport, {});
    const day = new Date(ready!.readyAt!).toISOString().slice(0, 10);
    expect(ready).toEqual({
      _id: exportId,
      status: "ready",
      requestedAt: anyNumber,
      readyAt: anyNumber,
      expiresAt: ready!.readyAt! + DATA_EXPORT_TTL_MS,
      byteSize: anyNumber,
      fileName: `buildmates-data-${day}.json`,
      downloadPath: `/account/export?id=${exportId}`,
    });
    const file = await t.run(async (ctx) =>
      ctx.db
        .query("files")
        .withIndex("by_ownerId", (q) => q.eq("ownerId", member.userId))
        .unique(),
    );
    expect(file).toMatchObject({ purpose: "export" });
    expect((await exportRow(t, exportId))?.storageId).toBe(file?.storageId);
  });

  test("asking again while one is being made returns it and takes nothing from the limit", async () => {
    const t = setup();
    const member = await createUser(t);
    const first = await member.as.mutation(api.account.requestDataExport, {});
    for (let i = 0; i < RATE_LIMITS.dataExportsPerUser.capacity + 1; i++) {
      expect(await member.as.mutation(api.account.requestDataExport, {})).toBe(
        first,
      );
    }
    await runBuilds(t);
    const second = await makeExport(t, member);
    expect(second).not.toBe(first);
  });

  test("is rate limited per member", async () => {
    const t = setup();
    const member = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < RATE_LIMITS.dataExportsPerUser.capacity; i++) {
      await makeExport(t, member);
    }
    await expectAppError(
      member.as.mutation(api.account.requestDataExport, {}),
      "RATE_LIMITED",
    );
    await makeExport(t, other);
  });

  test("an export whose action ended without finishing reads as failed, and asking again starts a new one", async () => {
    const t = setup();
    const member = await createUser(t);
    const exportId = await member.as.mutation(
      api.account.requestDataExport,
      {},
    );
    // The action's job ends without a word (a crash or a timeout kills it).
    await t.run(async (ctx) => {
      const row = await ctx.db.get("dataExports", exportId);
      await ctx.scheduler.cancel(row!.buildJobId!);
    });
    expect(await member.as.query(api.account.dataExport, {})).toMatchObject({
      _id: exportId,
      status: "failed",
    });
    const retry = await makeExport(t, member);
    expect(retry).not.toBe(exportId);
    expect((await exportRow(t, exportId))?.status).toBe("failed");
    expect(await member.as.query(api.account.dataExport, {})).toMatchObject({
      _id: retry,
      status: "ready",
    });
  });

  test("a newer export replaces the last one: its file is deleted at once", async () => {
    const t = setup();
    const member = await createUser(t);
    const first = await makeExport(t, member);
    const firstFile = (await exportRow(t, first))!.storageId!;
    const second = await makeExport(t, member);
    expect(await exportRow(t, first)).toMatchObject({ status: "expired" });
    expect((await exportRow(t, first))?.storageId).toBeUndefined();
    expect(
      await t.run(
        async (ctx) => await ctx.db.system.get("_storage", firstFile),
      ),
    ).toBeNull();
    expect((await exportRow(t, second))?.status).toBe("ready");
  });

  test("at expiry the file and its files row are deleted and the export says expired", async () => {
    const t = setup();
    const member = await createUser(t);
    const exportId = await makeExport(t, member);
    const storageId = (await exportRow(t, exportId))!.storageId!;
    vi.advanceTimersByTime(DATA_EXPORT_TTL_MS - 2);
    await t.finishInProgressScheduledFunctions();
    expect((await exportRow(t, exportId))?.status).toBe("ready");
    vi.advanceTimersByTime(2);
    await t.finishInProgressScheduledFunctions();
    expect(await member.as.query(api.account.dataExport, {})).toEqual({
      _id: exportId,
      status: "expired",
      requestedAt: anyNumber,
    });
    const left = await t.run(async (ctx) => ({
      stored: await ctx.db.system.get("_storage", storageId),
      files: await ctx.db.query("files").take(100),
    }));
    expect(left).toEqual({ stored: null, files: [] });
  });
});

describe("GET /account/export: the download", () => {
  async function download(
    as: { fetch: TestConvex["fetch"] },
    exportId: string,
  ) {
    return await as.fetch(`/account/export?id=${exportId}`, {
      headers: { Origin: "http://localhost:5173" },
    });
  }

  test("serves the member's own file as an attachment", async () => {
    const t = setup();
    const member = await createUser(t, { name: "Dora Download" });
    const exportId = await makeExport(t, member);
    const response = await download(member.as, exportId);
    expect(response.status).toBe(200);
    const view = await member.as.query(api.account.dataExport, {});
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${view?.fileName}"`,
    );
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("access-control-allow-origin")).toBe(
      "http://localhost:5173",
    );
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const data = (await response.json()) as { profile: { name: string } };
    expect(data.profile.name).toBe("Dora Download");
  });

  test("refuses without a token, someone else's export, a made-up id, and an ended session", async () => {
    const t = setup();
    const member = await createUser(t);
    const other = await createUser(t);
    const exportId = await makeExport(t, member);
    expect((await download(t, exportId)).status).toBe(401);
    expect((await download(other.as, exportId)).status).toBe(404);
    expect((await download(member.as, "nope")).status).toBe(404);
    await t.run(
      async (ctx) => await ctx.db.delete("authSessions", member.sessionId),
    );
    expect((await download(member.as, exportId)).status).toBe(401);
  });

  test("refuses an expired export", async () => {
    const t = setup();
    const member = await createUser(t);
    const exportId = await makeExport(t, member);
    vi.advanceTimersByTime(DATA_EXPORT_TTL_MS);
    await t.finishInProgressScheduledFunctions();
    const response = await download(member.as, exportId);
    expect(response.status).toBe(410);
  });

  test("answers the web app's preflight for a GET with Authorization", async () => {
    const t = setup();
    const response = await t.fetch("/account/export", {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(
      "http://localhost:5173",
    );
    expect(response.headers.get("access-control-allow-headers")).toMatch(
      /authorization/i,
    );
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });
});
