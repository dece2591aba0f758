/**
 * Conformance: documents (CRUD, creation times, commit ts, ids, schema) and nested
 * calls and transactions.
 */
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type GetTarget, msg, rejection, unique } from "./suite-helpers";

export function documents(t: GetTarget): void {
  describe("documents", () => {
    it("inserts, reads, patches, replaces and deletes", async () => {
      const channel = unique("crud");
      const id = await t().mutation(
        api.messages.send,
        msg(channel, 1, "hello", { tag: "x" }),
      );
      const doc = await t().query(api.messages.get, { id });
      expect(doc).toMatchObject({
        _id: id,
        channel,
        body: "hello",
        n: 1,
        tag: "x",
      });
      expect(typeof doc?._creationTime).toBe("number");

      const patched = await t().mutation(api.messages.edit, {
        id,
        body: "edited",
        clearTag: true,
      });
      expect(patched).toMatchObject({ body: "edited", n: 1 });
      expect(patched).not.toHaveProperty("tag");

      const replaced = await t().mutation(api.messages.overwrite, { id });
      expect(replaced).toMatchObject({
        _id: id,
        channel: "replaced",
        body: "replaced",
        n: -1,
      });
      expect(replaced?._creationTime).toBe(doc?._creationTime);

      expect(await t().mutation(api.messages.remove, { id })).toBeNull();
      expect(await t().query(api.messages.get, { id })).toBeNull();
    });

    it("gives _creationTime strictly increasing within a transaction", async () => {
      expect(await t().mutation(api.messages.creationTimes, {})).toBe(true);
    });

    it("resolves db.vars.commitTs to an int64 commit timestamp", async () => {
      const first = await t().query(api.messages.stamp, {
        id: await t().mutation(api.messages.stampCommit, {}),
      });
      const second = await t().query(api.messages.stamp, {
        id: await t().mutation(api.messages.stampCommit, {}),
      });
      expect(typeof first).toBe("bigint");
      expect(second as bigint).toBeGreaterThan(first as bigint);
    });

    it("normalizes ids per table", async () => {
      const id = await t().mutation(
        api.messages.send,
        msg(unique("norm"), 1, "x"),
      );
      expect(await t().query(api.messages.normalize, { id })).toEqual({
        asMessage: id,
        asCounter: null,
      });
      expect(
        await t().query(api.messages.normalize, { id: "nonsense" }),
      ).toEqual({
        asMessage: null,
        asCounter: null,
      });
    });

    it("rejects documents that break the schema or the value rules", async () => {
      expect(
        (await rejection(t().mutation(api.checks.schemaMismatch, {}))).message,
      ).toMatch(/validat|schema/i);
      expect(
        (await rejection(t().mutation(api.checks.reservedField, {}))).message,
      ).toMatch(/\$bad|reserved|\$/);
    });
  });
}

export function nestedCalls(t: GetTarget): void {
  describe("nested calls and transactions", () => {
    it("rolls back a throwing nested mutation alone", async () => {
      const name = unique("nested");
      expect(await t().mutation(api.nested.bumpTwice, { name })).toEqual({
        error: { code: "BUMP_FAILED", value: 2 },
        seen: 1,
      });
      expect(await t().query(api.nested.value, { name })).toBe(1);
    });

    it("writes nothing when a mutation throws", async () => {
      const name = unique("throw");
      const err = await rejection(
        t().mutation(api.nested.bumpThenThrow, { name }),
      );
      expect(err.message).toContain("boom after write");
      expect(await t().query(api.nested.value, { name })).toBeNull();
    });

    it("runs queries, mutations and actions from an action, each on its own", async () => {
      const name = unique("action");
      expect(await t().action(api.nested.viaAction, { name })).toEqual({
        value: 1,
        error: { code: "BUMP_FAILED", value: 2 },
      });
    });
  });
}
