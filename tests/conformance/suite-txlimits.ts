/**
 * Conformance: `transactionLimits` of nested `runQuery`/`runMutation` (Convex's
 * `set_transaction_limits` on the nested subtransaction, crates/database
 * transaction.rs and execution_size.rs `from_budget`): the budget is what the call
 * may use on top of the transaction's usage so far, clamped to the current ceiling,
 * and the caller's ceilings come back when the call returns.
 */
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type GetTarget, unique } from "./suite-helpers";

export function transactionLimits(t: GetTarget): void {
  describe("nested transactionLimits", () => {
    // convex-test ignores `transactionLimits` and its metrics count differently;
    // the expectations here are Convex Cloud's.
    it("a nested call's budget bounds its reads; the caller's limits come back", async () => {
      if (t().kind !== "local") return;
      const channel = unique("budget");
      await t().mutation(api.txlimits.seed, { channel, count: 3 });

      const within = await t().query(api.txlimits.budgeted, {
        channel,
        documentsRead: 5,
      });
      expect(within.nested).toMatchObject({ read: 3 });
      const inner = "metrics" in within.nested ? within.nested.metrics : null;
      // used 0 before the call + budget 5 = ceiling 5; 3 read so far.
      expect(inner?.documentsRead).toEqual({ used: 3, remaining: 2 });
      // The caller's ceiling is the global one again, its usage includes the call's.
      expect(within.after.documentsRead.used).toBe(3);
      expect(
        within.after.documentsRead.used + within.after.documentsRead.remaining,
      ).toBe(32_000);

      const over = await t().query(api.txlimits.budgeted, {
        channel,
        documentsRead: 2,
      });
      expect(over.nested).toEqual({
        error: expect.stringContaining(
          "Too many documents read in a single function execution (limit: 2).",
        ) as unknown,
      });
    });
  });
}
