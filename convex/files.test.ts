import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import cronJobs from "./crons";
import { UNATTACHED_UPLOAD_LIFETIME_MS } from "./model/unattachedUploads";
import { fileRow, isStored, PNG, upload } from "./pictures.helpers";
import { RATE_LIMITS } from "./shared/rateLimits";
import { createUser, expectAppError, setup } from "./test.helpers";

afterEach(() => {
  vi.useRealTimers();
});

describe("files.generateUploadUrl", () => {
  test("gives a signed-in member an upload URL; refuses a signed-out caller", async () => {
    const t = setup();
    const me = await createUser(t);
    expect(await me.as.mutation(api.files.generateUploadUrl, {})).toMatch(
      /^https?:\/\//,
    );
    await expectAppError(
      t.mutation(api.files.generateUploadUrl, {}),
      "UNAUTHENTICATED",
    );
  });

  test("is rate limited per member", async () => {
    const t = setup();
    const me = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < RATE_LIMITS.uploadsPerMember.capacity; i++) {
      await me.as.mutation(api.files.generateUploadUrl, {});
    }
    await expectAppError(
      me.as.mutation(api.files.generateUploadUrl, {}),
      "RATE_LIMITED",
    );
    await other.as.mutation(api.files.generateUploadUrl, {});
  });
});

describe("the unattached-uploads cron", () => {
  test("runs hourly", () => {
    const jobs = Object.values(
      (cronJobs as unknown as { crons: Record<string, { name: string }> })
        .crons,
    );
    expect(jobs.map((job) => job.name)).toEqual([
      "files:deleteUnattachedUploads",
    ]);
  });

  test("deletes day-old uploads nobody attached; keeps attached ones and fresh uploads", async () => {
    vi.useFakeTimers();
    const t = setup();
    const me = await createUser(t);
    const old = await upload(t, PNG);
    const oldPhoto = await upload(t, PNG);
    await me.as.action(api.profiles.setPhoto, { storageId: oldPhoto });

    vi.advanceTimersByTime(UNATTACHED_UPLOAD_LIFETIME_MS + 60_000);
    const fresh = await upload(t, PNG);
    await t.mutation(internal.files.deleteUnattachedUploads, {});
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());

    expect(await isStored(t, old)).toBe(false);
    expect(await isStored(t, oldPhoto)).toBe(true);
    expect(await fileRow(t, oldPhoto)).not.toBeNull();
    expect(await isStored(t, fresh)).toBe(true);
  });

  test("goes through many pages, a transaction each", async () => {
    vi.useFakeTimers();
    const t = setup();
    const me = await createUser(t);
    const kept = await upload(t, PNG);
    await me.as.action(api.profiles.setPhoto, { storageId: kept });
    const orphans = await t.run(
      async (ctx) =>
        await Promise.all(
          Array.from(
            { length: 250 },
            async () => await ctx.storage.store(new Blob([PNG])),
          ),
        ),
    );

    vi.advanceTimersByTime(UNATTACHED_UPLOAD_LIFETIME_MS + 60_000);
    await t.mutation(internal.files.deleteUnattachedUploads, {});
    await t.finishAllScheduledFunctions(() => vi.runAllTimers());

    const left = await t.run(
      async (ctx) => await ctx.db.system.query("_storage").take(300),
    );
    expect(left.map((file) => file._id)).toEqual([kept]);
    expect(orphans).toHaveLength(250);
    // 251 files at 100 a page: the first call and two scheduled pages.
    const pages = await t.run(
      async (ctx) =>
        await ctx.db.system.query("_scheduled_functions").take(100),
    );
    expect(
      pages.filter((job) => job.name === "files:deleteUnattachedUploads"),
    ).toHaveLength(2);
  });
});
