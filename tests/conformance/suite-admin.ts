/**
 * Conformance: the deployment's admin key (`setAdminAuth`): internal functions, an
 * acting identity as the functions see it, and the answer to a wrong key.
 */
import { describe, expect, it } from "vitest";
import { api, internal } from "./convex/_generated/api";
import { type GetTarget, rejection, unique } from "./suite-helpers";

const ACTING = {
  issuer: "https://issuer.example",
  subject: "user-7",
  name: "Ada Lovelace",
  email: "ada@example.com",
  emailVerified: true,
  team: "analytical",
};

export function adminKey(t: GetTarget): void {
  describe("admin key", () => {
    it("reaches internal queries, mutations and actions, as nobody", async () => {
      const admin = t().asAdmin();
      expect(await admin.query(internal.admin.identity, {})).toBeNull();
      expect(await admin.query(internal.checks.secret, {})).toBe("secret");
      const name = unique("admin");
      expect(await admin.mutation(internal.admin.note, { name })).toBeNull();
      expect(await t().query(api.jobs.count, { name })).toBe(1);
      expect(
        await admin.action(internal.admin.identityInAction, {}),
      ).toBeNull();
      // Public functions too, as before.
      expect(await admin.query(api.jobs.count, { name })).toBe(1);
    });

    it("acts as the given identity, which every kind of function sees", async () => {
      const admin = t().asAdmin(ACTING);
      const expected = {
        ...ACTING,
        tokenIdentifier: "https://issuer.example|user-7",
      };
      expect(await admin.query(internal.admin.identity, {})).toEqual(expected);
      expect(await admin.action(internal.admin.identityInAction, {})).toEqual(
        expected,
      );
      expect(
        await admin.mutation(internal.admin.note, { name: unique("acting") }),
      ).toBe("user-7");
    });

    it("refuses a key that is not the deployment's with Convex's answer", async () => {
      if (t().kind !== "local") return; // convex-test has no admin key to check.
      const wrong = t().withAdminKey("local|0123456789abcdef");
      const error = await rejection(wrong.query(internal.admin.identity, {}));
      expect(error.message).toContain(
        '{"code":"BadAdminKey","message":"The provided admin key was invalid for this instance"}',
      );
      // Without a key an internal function does not exist for the caller (convex-test
      // calls internal functions directly, so this is local only).
      const asPublic = internal.admin
        .identity as unknown as typeof api.jobs.count;
      const anonymous = await rejection(t().query(asPublic, { name: "x" }));
      expect(anonymous.message).toContain(
        "Could not find public function for 'admin:identity'",
      );
    });
  });
}
