/**
 * A build that fails: the export says failed, nothing it stored is kept, and
 * the member can ask again. The failure is made by the gathering step
 * throwing once (mocked here; in production a read or the store failing).
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type * as Gather from "./model/dataExport/gather";
import type * as Lifecycle from "./model/dataExport/lifecycle";
import { setup, createUser } from "./test.helpers";

const failNext = vi.hoisted(() => ({ gather: false, finish: false }));

vi.mock("./model/dataExport/gather", async (importActual) => {
  const actual = await importActual<typeof Gather>();
  return {
    ...actual,
    gatherDataExport: async (
      ...args: Parameters<typeof actual.gatherDataExport>
    ) => {
      if (failNext.gather) {
        failNext.gather = false;
        throw new Error("a read failed");
      }
      return await actual.gatherDataExport(...args);
    },
  };
});

vi.mock("./model/dataExport/lifecycle", async (importActual) => {
  const actual = await importActual<typeof Lifecycle>();
  return {
    ...actual,
    finishDataExport: async (
      ...args: Parameters<typeof actual.finishDataExport>
    ) => {
      if (failNext.finish) {
        failNext.finish = false;
        throw new Error("recording the file failed");
      }
      return await actual.finishDataExport(...args);
    },
  };
});

async function runBuilds(t: ReturnType<typeof setup>) {
  vi.advanceTimersByTime(1);
  await t.finishInProgressScheduledFunctions();
}

async function storedFiles(t: ReturnType<typeof setup>) {
  return await t.run(async (ctx) => ({
    files: await ctx.db.query("files").take(100),
    storage: await ctx.db.system.query("_storage").take(100),
  }));
}

const anyNumber: unknown = expect.any(Number);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test("a failed build says failed, keeps no file, and can be retried", async () => {
  const t = setup();
  const member = await createUser(t, { name: "Retry Member" });
  failNext.gather = true;
  const failed = await member.as.mutation(api.account.requestDataExport, {});
  await runBuilds(t);

  expect(await member.as.query(api.account.dataExport, {})).toEqual({
    _id: failed,
    status: "failed",
    requestedAt: anyNumber,
  });
  expect(await storedFiles(t)).toEqual({ files: [], storage: [] });

  const retry = await member.as.mutation(api.account.requestDataExport, {});
  expect(retry).not.toBe(failed);
  await runBuilds(t);
  expect(await member.as.query(api.account.dataExport, {})).toMatchObject({
    _id: retry,
    status: "ready",
  });
});

test("a build that fails after storing its file deletes that file", async () => {
  const t = setup();
  const member = await createUser(t);
  failNext.finish = true;
  const failed = await member.as.mutation(api.account.requestDataExport, {});
  await runBuilds(t);
  expect(await member.as.query(api.account.dataExport, {})).toMatchObject({
    _id: failed,
    status: "failed",
  });
  expect(await storedFiles(t)).toEqual({ files: [], storage: [] });
});
