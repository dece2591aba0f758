/**
 * Conformance: function handles (`createFunctionHandle`), as Convex makes them:
 * `function://<id>#<module>:<export>` (convex-backend crates/common
 * bootstrap_model/components/handles.rs), the same for a function every time, usable
 * in `run*` and the scheduler, reaching internal functions; and an action's
 * `getFunctionMetadata` (crates/isolate action/async_syscall.rs).
 */
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type GetTarget } from "./suite-helpers";

export function handles(t: GetTarget): void {
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
}
