/**
 * Conformance: function errors and logs as callers see them over the HTTP API, the
 * sync protocol and HTTP actions: Convex's "Uncaught …" text with the frames in user
 * code, ConvexError data, nested calls' errors, "not found" texts and a failing
 * query's log lines.
 *
 * convex-test rethrows the handler's own error object (no "Server Error", no frames,
 * no wrapping of nested calls' errors) and has no HTTP API or sync socket, so the texts
 * are asserted against the local backend only; what both share (ConvexError data,
 * names) is asserted against both.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeFunctionReference } from "convex/server";
import { ConvexError, type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { api } from "./convex/_generated/api";
import { type GetTarget, rejection } from "./suite-helpers";

const FIXTURE = readFileSync(
  join(import.meta.dirname, "convex", "errors.ts"),
  "utf8",
);
const HTTP_FIXTURE = readFileSync(
  join(import.meta.dirname, "convex", "http.ts"),
  "utf8",
);

/** `line:column` (1-based) where `snippet` starts in a fixture file. */
function at(snippet: string, text = FIXTURE): string {
  const index = text.indexOf(snippet);
  if (index === -1) throw new Error(`${snippet} is not in the fixture`);
  const before = text.slice(0, index).split("\n");
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The whole text a client sees for a failure: request id, "Server Error", the error. */
const serverError = (text: string) =>
  new RegExp(
    `^\\[Request ID: [0-9a-f]+\\] Server Error\\n${escape(text).replace("COLUMN", "\\d+")}$`,
  );

const THROW_PLAIN = at('new Error("plain boom")');
const THROW_LOGGED = at('new Error("query failed after logging")');
const LOGGED = ["[LOG] 'before the throw'", "[WARN] 'a warning too'"];

async function postApi(url: string, route: string, body: unknown) {
  const response = await fetch(`${url}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Subscribes to `udfPath` over a raw sync socket; resolves with its first modification. */
function firstModification(
  url: string,
  udfPath: string,
): Promise<Record<string, unknown>> {
  const ws = new WebSocket(`${url.replace("http", "ws")}/api/1.48.0/sync`);
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    ws.once("error", reject);
    ws.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString("utf8")) as {
        type: string;
        modifications?: Record<string, unknown>[];
      };
      const found = message.modifications?.find((m) => m.queryId === 0);
      if (message.type === "Transition" && found) resolve(found);
    });
    ws.once("open", () => {
      const send = (m: unknown) => ws.send(JSON.stringify(m));
      send({
        type: "Connect",
        sessionId: crypto.randomUUID(),
        connectionCount: 0,
        lastCloseReason: null,
      });
      send({
        type: "ModifyQuerySet",
        baseVersion: 0,
        newVersion: 1,
        modifications: [{ type: "Add", queryId: 0, udfPath, args: [{}] }],
      });
    });
  }).finally(() => ws.close());
}

export function errors(t: GetTarget): void {
  describe("errors and logs", () => {
    it("reports an uncaught error with its frames in user code", async () => {
      const err = await rejection(t().query(api.errors.logsThenThrows, {}));
      if (t().kind !== "local") {
        expect(err.message).toContain("query failed after logging");
        return;
      }
      expect(err.message).toMatch(
        serverError(
          `Uncaught Error: query failed after logging\n    at handler (../convex/errors.ts:${THROW_LOGGED})\n`,
        ),
      );
    });

    it("reports a thrown non-Error as V8 words it, without frames", async () => {
      if (t().kind !== "local") return;
      for (const failing of [
        t().query(api.errors.throwsString, {}),
        t().action(api.errors.throwsStringInAction, {}),
      ]) {
        expect((await rejection(failing)).message).toMatch(
          serverError("Uncaught not an error\n"),
        );
      }
    });

    it("names a ConvexError subclass by its `name` and keeps its data", async () => {
      const plain = await rejection(
        t().mutation(api.errors.throwsSubclass, { named: false }),
      );
      const named = await rejection(
        t().mutation(api.errors.throwsSubclass, { named: true }),
      );
      expect(plain).toBeInstanceOf(ConvexError);
      expect((plain as ConvexError<Value>).data).toEqual({
        code: "NOT_ALLOWED",
      });
      expect((named as ConvexError<Value>).data).toEqual({ code: "NAMED" });
      if (t().kind !== "local") return;
      expect(plain.message).toMatch(
        serverError(
          `Uncaught ConvexError: {"code":"NOT_ALLOWED"}\n    at handler (../convex/errors.ts:${at("new NotAllowed")})\n`,
        ),
      );
      expect(named.message).toMatch(
        serverError(
          `Uncaught NamedError: {"code":"NAMED"}\n    at handler (../convex/errors.ts:${at("new NamedError")})\n`,
        ),
      );
    });

    it("gives an action a nested call's whole error, ConvexError data intact", async () => {
      const plain = await t().action(api.errors.catchesNested, {
        convexError: false,
      });
      const convex = await t().action(api.errors.catchesNested, {
        convexError: true,
      });
      expect(plain).toMatchObject({ data: null, isConvexError: false });
      expect(convex).toMatchObject({
        data: { code: "NESTED", n: 1 },
        isConvexError: true,
      });
      if (t().kind !== "local") return;
      expect(plain?.message).toBe(
        `Uncaught Error: plain boom\n    at handler (../convex/errors.ts:${THROW_PLAIN})\n`,
      );
      expect(convex?.message).toBe(
        `Uncaught ConvexError: {"code":"NESTED","n":1}\n    at handler (../convex/errors.ts:${at("new ConvexError({ code")})\n`,
      );
      // Uncaught, it is the action's own error: its message is the nested error's text,
      // then come the action's frames (the async one's column is V8's).
      const escaped = await rejection(t().action(api.errors.callsFailing, {}));
      const line = at("await ctx.runQuery").split(":")[0]!;
      expect(escaped.message).toMatch(
        serverError(
          `Uncaught Error: Uncaught Error: plain boom\n    at handler (../convex/errors.ts:${THROW_PLAIN})\n\n    at async handler (../convex/errors.ts:${line}:COLUMN)\n`,
        ),
      );
    });

    it("answers a failing HTTP action with Convex's 500: code, trace", async () => {
      if (t().kind !== "local") return;
      const response = await t().fetch("/throws", { method: "POST" });
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toBe("application/json");
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(["code", "trace"]);
      expect(body.code).toMatch(
        /^\[Request ID: [0-9a-f]+\] Server Error: Uncaught Error: http boom$/,
      );
      expect(body.trace).toBe(
        `Uncaught Error: http boom\n    at <anonymous> (../convex/http.ts:${at('new Error("http boom")', HTTP_FIXTURE)})\n`,
      );
    });

    it("words missing, internal and wrongly typed functions as Convex does", async () => {
      if (t().kind !== "local") return;
      const query = (path: string) =>
        rejection(t().query(makeFunctionReference<"query">(path), {}));
      expect((await query("errors:missing")).message).toMatch(
        serverError("Could not find public function for 'errors:missing'.\n"),
      );
      expect((await query("errors:throwsPlain")).message).toMatch(
        serverError(
          "Could not find public function for 'errors:throwsPlain'.\n",
        ),
      );
      expect((await query("errors:aMutation")).message).toMatch(
        serverError(
          "Trying to execute errors.js:aMutation as Query, but it is defined as Mutation.\n",
        ),
      );
      const run = await postApi(t().local!.url, "/api/run/errors/missing", {
        args: {},
      });
      expect(run.body.errorMessage).toMatch(
        serverError(
          "Could not find function for 'errors:missing'. Did you forget to run `npx convex dev`?\n",
        ),
      );
    });

    it("keeps a failing query's log lines over HTTP and sync", async () => {
      if (t().kind !== "local") return;
      const http = await postApi(t().local!.url, "/api/query", {
        path: "errors:logsThenThrows",
        args: {},
      });
      expect(http.status).toBe(560);
      expect(http.body.logLines).toEqual(LOGGED);
      // `/api/query_at_ts` runs on the backend's own thread (not a function worker).
      const { ts } = (await postApi(t().local!.url, "/api/query_ts", {})).body;
      const atTs = await postApi(t().local!.url, "/api/query_at_ts", {
        path: "errors:logsThenThrows",
        args: {},
        ts,
      });
      expect(atTs.status).toBe(560);
      expect(atTs.body.logLines).toEqual(LOGGED);
      // Convex's HTTP answers leave `logLines` out when nothing was logged.
      const quiet = await postApi(t().local!.url, "/api/mutation", {
        path: "errors:aMutation",
        args: {},
      });
      expect(Object.keys(quiet.body).sort()).toEqual(["status", "value"]);
      const missing = await postApi(t().local!.url, "/api/query", {
        path: "errors:missing",
        args: {},
      });
      expect(Object.keys(missing.body).sort()).toEqual([
        "errorMessage",
        "status",
      ]);
      const failed = await firstModification(
        t().local!.url,
        "errors:logsThenThrows",
      );
      expect(failed).toMatchObject({ type: "QueryFailed", logLines: LOGGED });
      expect(failed.errorMessage).toMatch(
        serverError(
          `Uncaught Error: query failed after logging\n    at handler (../convex/errors.ts:${THROW_LOGGED})\n`,
        ),
      );
    });
  });
}
