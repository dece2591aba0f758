/**
 * No response of the HTTP API allows credentials (`Access-Control-Allow-Credentials:
 * true`): clients authenticate with bearer tokens, which need no credentialed CORS. As
 * in Convex, any origin may still call the API (the origin is mirrored, with `Vary`),
 * and preflights answer as Convex's do.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpBackend, postJson, startAppBackend } from "./http-helpers";

const EVIL = "https://evil.example";

let backend: HttpBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

describe("CORS on the HTTP API", () => {
  it("answers a preflight from any origin without allowing credentials", async () => {
    for (const path of [
      "/api/mutation",
      "/api/query",
      "/api/run/contact/send",
    ]) {
      const response = await fetch(`${backend.url}${path}`, {
        method: "OPTIONS",
        headers: {
          Origin: EVIL,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization,content-type",
        },
      });
      expect(
        response.headers.get("access-control-allow-credentials"),
      ).toBeNull();
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe(EVIL);
      expect(response.headers.get("access-control-allow-headers")).toBe(
        "authorization,content-type",
      );
      expect(response.headers.get("access-control-allow-methods")).toBe(
        "GET,POST,OPTIONS,PATCH,DELETE,PUT",
      );
      expect(response.headers.get("access-control-max-age")).toBe("86400");
      expect(response.headers.get("vary")).toBe(
        "origin, access-control-request-method, access-control-request-headers",
      );
    }
  });

  it("allows no credentials on answers to cross-origin requests, successful or not", async () => {
    const answers = [
      await postJson(
        backend,
        "/api/query",
        { path: "builders:get", args: { profileId: "x" } },
        { Origin: EVIL },
      ),
      await fetch(
        `${backend.url}/api/query?path=builders:get&args=${encodeURIComponent('{"profileId":"x"}')}`,
        { headers: { Origin: EVIL } },
      ),
      await postJson(backend, "/api/query", "{nope", { Origin: EVIL }),
      await fetch(`${backend.url}/api/query_ts`, {
        method: "POST",
        headers: { Origin: EVIL },
      }),
    ];
    for (const response of answers) {
      expect(
        response.headers.get("access-control-allow-credentials"),
      ).toBeNull();
      expect(response.headers.get("access-control-allow-origin")).toBe(EVIL);
      expect(response.headers.get("vary")).toMatch(/^origin\b/);
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 400, 200]);
  });
});
