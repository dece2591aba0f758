/**
 * Conformance: a job that cancels itself, ids of the other kind of table in `db.get`
 * and `db.system.get`, a text search's pages, and staged indexes.
 */
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import {
  finishedJob,
  type GetTarget,
  msg,
  pollUntil,
  rejection,
  unique,
} from "./suite-helpers";

export function schedulerSearchStaged(t: GetTarget): void {
  describe("self-cancelling jobs", () => {
    it("keeps a mutation that cancels its own job canceled, with its writes", async () => {
      // convex-test stops on a job left canceled by its own run (an invariant error).
      if (t().kind !== "local") return;
      const name = unique("self-cancel");
      const id = await t().mutation(api.authsched.scheduleSelfCancel, {
        name,
        inAction: false,
      });
      expect((await finishedJob(t(), id)).kind).toBe("canceled");
      expect(await t().query(api.jobs.count, { name })).toBe(1);
    });

    it("keeps an action that cancels its own job canceled", async () => {
      // convex-test stops on a job left canceled by its own run (an invariant error).
      if (t().kind !== "local") return;
      const name = unique("self-cancel-action");
      const id = await t().mutation(api.authsched.scheduleSelfCancel, {
        name,
        inAction: true,
      });
      expect((await finishedJob(t(), id)).kind).toBe("canceled");
      // The job reads canceled once the cancel commits; the action goes on running
      // and records afterwards, as in Convex, so its write is awaited.
      expect(
        await pollUntil(
          () => t().query(api.jobs.count, { name }),
          (count) => count > 0,
        ),
      ).toBe(1);
    });
  });

  describe("system and user ids", () => {
    it("refuses a system table's id in db.get and a user table's id in db.system.get", async () => {
      // convex-test does not refuse them, where Convex throws.
      if (t().kind !== "local") return;
      const jobId = await t().mutation(api.jobs.later, {
        name: unique("system-id"),
        delayMs: 60_000,
      });
      await t().mutation(api.jobs.cancel, { id: jobId });
      const messageId = (await t().mutation(
        api.messages.send,
        msg(unique("user-id"), 1, "x"),
      )) as string;
      const systemInGet = await rejection(
        t().query(api.authsched.getAnyId, { id: jobId }),
      );
      const userInSystemGet = await rejection(
        t().query(api.authsched.systemGetAnyId, { id: messageId }),
      );
      // Convex's system_table_guard (crates/isolate async_syscall.rs).
      expect(systemInGet.message).toContain(
        "System tables can only be accessed with db.system.",
      );
      expect(userInSystemGet.message).toContain(
        "User tables cannot be accessed with db.system.",
      );
    });
  });

  describe("search pagination", () => {
    it("reports a full page as not done, then an empty last page", async () => {
      const channel = unique("search-page");
      const word = `pager${Date.now()}`;
      await t().mutation(api.messages.sendMany, {
        messages: [
          msg(channel, 1, `${word} one`),
          msg(channel, 2, `${word} two`),
        ],
      });
      const page = (cursor: string | null, numItems: number) =>
        t().query(api.authsched.searchPage, {
          text: word,
          channel,
          paginationOpts: { cursor, numItems },
        });
      const first = await page(null, 2);
      expect(first.bodies).toHaveLength(2);
      const short = await page(null, 3);
      expect(short.bodies).toHaveLength(2);
      expect(short.isDone).toBe(true);
      // convex-test reports a full page of search results as done; Convex's SearchQuery
      // (crates/database search_query.rs) is done only once its results ran out.
      if (t().kind !== "local") return;
      expect(first.isDone).toBe(false);
      const last = await page(first.continueCursor, 2);
      expect(last).toMatchObject({ bodies: [], isDone: true });
    });
  });

  describe("staged indexes", () => {
    it("refuses to query a staged index, search index or vector index", async () => {
      // convex-test does not refuse staged indexes.
      if (t().kind !== "local") return;
      const index = await rejection(
        t().query(api.authsched.stagedIndex, { search: false }),
      );
      const search = await rejection(
        t().query(api.authsched.stagedIndex, { search: true }),
      );
      const vector = await rejection(
        t().action(api.authsched.stagedVectorSearch, {}),
      );
      // Convex's index_staged_error (crates/indexing index_registry.rs).
      expect(index.message).toContain(
        "Index messages.by_author_staged is currently staged and not available to query until it is enabled.",
      );
      expect(search.message).toContain(
        "Index messages.search_author_staged is currently staged and not available to query until it is enabled.",
      );
      expect(vector.message).toContain(
        "Index embeddings.by_vec_staged is currently staged and not available to query until it is enabled.",
      );
    });
  });
}
