/**
 * Conformance: file storage and HTTP actions.
 */
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type GetTarget, unique } from "./suite-helpers";

export function fileStorage(t: GetTarget): void {
  describe("file storage", () => {
    it("stores, reads, describes and deletes files", async () => {
      const id = await t().action(api.files.storeText, { text: "hello file" });
      expect(await t().action(api.files.readText, { id })).toBe("hello file");
      const info = await t().query(api.files.info, { id });
      expect(info).toMatchObject({ size: 10, hasUrl: true });
      if (t().kind === "local") {
        // Convex Cloud records the Blob's type as contentType; convex-test drops it.
        expect(info?.contentType).toBe("text/plain");
      }
      await t().mutation(api.files.remove, { id });
      expect(await t().query(api.files.info, { id })).toBeNull();
      expect(await t().action(api.files.readText, { id })).toBeNull();
    });
  });
}

export function httpActions(t: GetTarget): void {
  describe("HTTP actions", () => {
    it("routes requests to convex/http.ts", async () => {
      const response = await t().fetch("/echo", {
        method: "POST",
        body: "ping",
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        body: "ping",
        path: "/echo",
        user: null,
      });
    });

    it("lets HTTP actions run queries and mutations", async () => {
      const name = unique("http");
      for (const expected of [1, 2]) {
        const response = await t().fetch(`/counters?name=${name}`, {
          method: "POST",
        });
        expect(await response.json()).toEqual({ count: expected });
      }
    });
  });
}
