/**
 * Conformance: function handles (`createFunctionHandle`), as Convex makes them:
 * `function://<id>#<module>:<export>` (convex-backend crates/common
 * bootstrap_model/components/handles.rs), the same for a function every time, usable
 * in `run*` and the scheduler, reaching internal functions; an action's
 * `getFunctionMetadata` (crates/isolate action/async_syscall.rs); and stale-snapshot
 * queries (`useStaleSnapshot`: Convex's `clone_for_snapshot_query`, crates/database
 * transaction.rs, reads the transaction's start without its writes).
 */
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type GetTarget, unique } from "./suite-helpers";

export function calls(t: GetTarget): void {
  describe("function handles", () => {
    it("have Convex's format and are the same for a function every time", async () => {
      const handle = await t().mutation(api.handles.make, {});
      expect(await t().mutation(api.handles.make, {})).toBe(handle);
      const fromAction = await t().action(api.handles.inAction, {});
      expect(fromAction.handle).toBe(handle);
      expect(fromAction.peeked).toBe("peeked");
      // convex-test writes `function://<component>;<path>`, not Convex's format.
      if (t().kind !== "local") return;
      expect(handle).toMatch(/^function:\/\/[0-9a-z]{31,37}#handles:target$/);
    });

    it("an action reads its own function metadata", async () => {
      expect(await t().action(api.handles.metaInAction, {})).toEqual({
        name: "handles:metaInAction",
        componentPath: "",
        type: "action",
      });
    });

    it("call the function they name, internal ones included", async () => {
      const handle = await t().mutation(api.handles.make, {});
      expect(await t().mutation(api.handles.callVia, { handle, n: 21 })).toBe(
        42,
      );
    });
  });

  describe("stale-snapshot queries", () => {
    it("read the snapshot the mutation started at, without its writes", async () => {
      const name = unique("stale");
      expect(await t().mutation(api.stale.writeThenCount, { name })).toEqual({
        fresh: 1,
        stale: 0,
      });
      expect(await t().mutation(api.stale.writeThenCount, { name })).toEqual({
        fresh: 2,
        stale: 1,
      });
    });
  });
}
