/**
 * Conformance: the scheduler (scheduled mutations and actions, cancel, jobs of a
 * failed mutation).
 */
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import {
  finishedJob,
  type GetTarget,
  rejection,
  unique,
} from "./suite-helpers";

export function scheduler(t: GetTarget): void {
  describe("scheduler", () => {
    it("runs a scheduled mutation exactly once", async () => {
      const name = unique("job");
      const id = await t().mutation(api.jobs.later, { name, delayMs: 0 });
      const job = await finishedJob(t(), id);
      expect(job.kind).toBe("success");
      if (t().kind === "local") {
        // Convex Cloud stores the canonical path with the module's .js extension;
        // convex-test stores "jobs:record".
        expect(job.name).toBe("jobs.js:record");
      }
      expect(await t().query(api.jobs.count, { name })).toBe(1);
    });

    it("runs a scheduled action, whose mutations commit on their own", async () => {
      const name = unique("action-job");
      const id = await t().mutation(api.jobs.laterViaAction, { name });
      expect((await finishedJob(t(), id)).kind).toBe("success");
      expect(await t().query(api.jobs.count, { name })).toBe(2);
    });

    it("cancels a pending job", async () => {
      const name = unique("cancel");
      const id = await t().mutation(api.jobs.later, { name, delayMs: 60_000 });
      expect(await t().query(api.jobs.status, { id })).toMatchObject({
        kind: "pending",
      });
      await t().mutation(api.jobs.cancel, { id });
      expect(await t().query(api.jobs.status, { id })).toMatchObject({
        kind: "canceled",
      });
      expect(await t().query(api.jobs.count, { name })).toBe(0);
    });

    it("drops jobs scheduled by a mutation that throws", async () => {
      const name = unique("dropped");
      await rejection(t().mutation(api.jobs.scheduleThenThrow, { name }));
      // A job scheduled afterwards finishing means any earlier due job would have run.
      const marker = await t().mutation(api.jobs.later, {
        name: `${name}-marker`,
        delayMs: 0,
      });
      await finishedJob(t(), marker);
      expect(await t().query(api.jobs.count, { name })).toBe(0);
    });
  });
}
