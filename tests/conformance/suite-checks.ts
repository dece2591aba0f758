/**
 * Conformance: checks (argument and return validation, errors, determinism,
 * metadata, identity).
 */
import { ConvexError, type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type Id } from "./convex/_generated/dataModel";
import { type GetTarget, msg, rejection, unique } from "./suite-helpers";

export function checks(t: GetTarget): void {
  describe("checks", () => {
    it("validates arguments, including the table of ids", async () => {
      expect(await t().query(api.checks.typed, { n: 1.5, big: 7n })).toEqual({
        n: 1.5,
        big: 7n,
      });
      const wrongType = { n: 1n, big: 7n } as unknown as {
        n: number;
        big: bigint;
      };
      expect(
        (await rejection(t().query(api.checks.typed, wrongType))).message,
      ).toMatch(/validat/i);
      const counterId = (await t().mutation(
        api.messages.send,
        msg(unique("ids"), 1, "x"),
      )) as string;
      const notAMessage = {
        n: 1,
        big: 1n,
        id: counterId.slice(0, -1) as Id<"messages">,
      };
      expect(
        (await rejection(t().query(api.checks.typed, notAMessage))).message,
      ).toMatch(/validat/i);
    });

    it("validates return values", async () => {
      expect(
        (await rejection(t().query(api.checks.badReturn, {}))).message,
      ).toMatch(/validat/i);
    });

    it("delivers ConvexError data intact and writes nothing", async () => {
      const err = await rejection(
        t().mutation(api.checks.fail, { kind: "convex" }),
      );
      expect(err).toBeInstanceOf(ConvexError);
      expect((err as ConvexError<Value>).data).toEqual({
        code: "NOT_ALLOWED",
        message: "Nope",
        n: 3,
      });
      const plain = await rejection(
        t().mutation(api.checks.fail, { kind: "plain" }),
      );
      expect(plain.message).toContain("plain failure");
      expect(await t().query(api.jobs.count, { name: "fail" })).toBe(0);
      const fromAction = await rejection(t().action(api.checks.failAction, {}));
      expect((fromAction as ConvexError<Value>).data).toBe("action says no");
    });

    it("freezes Date, seeds Math.random and refuses fetch and timers in queries", async () => {
      const { frozen, ...rest } = await t().query(api.checks.determinism, {});
      expect(rest).toEqual({
        fetchRefused: true,
        timerRefused: true,
        randomInRange: true,
      });
      if (t().kind === "local") {
        // Convex Cloud fixes Date.now() and new Date() at the start of a query or
        // mutation; convex-test uses the real clock, so this is asserted locally only.
        expect(frozen).toBe(true);
      }
    });

    it("answers metadata syscalls", async () => {
      const meta = await t().mutation(api.checks.meta, {});
      expect(meta).toMatchObject({
        type: "mutation",
        visibility: "public",
        hasRequestId: true,
        scheduledFunctionId: null,
        deploymentClass: "s16",
        documentsWritten: 1,
        snapshotIsInt64: true,
      });
      expect(meta.name).toMatch(/^checks(\.js)?:meta$/);
      // Queries have no request metadata.
      expect(await t().query(api.checks.requestMetaInQuery, {})).toBe("absent");
    });

    it("passes the caller's identity", async () => {
      expect(await t().query(api.checks.whoami, {})).toBeNull();
      expect(
        await t().queryAs(
          { subject: "user-1", name: "Ada" },
          api.checks.whoami,
          {},
        ),
      ).toEqual({
        subject: "user-1",
        name: "Ada",
      });
    });
  });
}
