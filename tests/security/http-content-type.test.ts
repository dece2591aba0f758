/**
 * The API's content type: a `text/plain` POST is a CORS "simple request" that any
 * page can send without a preflight, so it must never be answered like JSON. As in
 * Convex, every JSON endpoint of the API requires `Content-Type: application/json`
 * (or `application/*+json`) and answers anything else with 400 `BadJsonBody`, before
 * reading the body or running anything.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyOf,
  CONTACT_ARGS,
  countDocuments,
  type HttpBackend,
  postJson,
  startAppBackend,
} from "./http-helpers";

let backend: HttpBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

const BAD_CONTENT_TYPE = {
  code: "BadJsonBody",
  message: "Expected request with `Content-Type: application/json`",
};

/** Every JSON endpoint, with a body it would otherwise accept. */
const ENDPOINTS: [string, unknown][] = [
  ["/api/mutation", { path: "contact:send", args: CONTACT_ARGS }],
  ["/api/run/contact/send", { args: CONTACT_ARGS }],
  ["/api/function", { path: "contact:send", args: CONTACT_ARGS }],
  ["/api/action", { path: "auth:signIn", args: { provider: "password" } }],
  ["/api/query", { path: "builders:get", args: { profileId: "x" } }],
  [
    "/api/query_batch",
    { queries: [{ path: "builders:get", args: { profileId: "x" } }] },
  ],
  [
    "/api/query_at_ts",
    { path: "builders:get", args: { profileId: "x" }, ts: "AAAAAAAAAAA=" },
  ],
];

describe("Content-Type of JSON endpoints", () => {
  it("refuses a text/plain POST, a form POST and a POST without a type, and runs nothing", async () => {
    const before = countDocuments(backend, "contactMessages");
    for (const [path, body] of ENDPOINTS) {
      for (const type of [
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        null,
      ]) {
        const response = await fetch(`${backend.url}${path}`, {
          method: "POST",
          // A string body alone makes fetch send text/plain; a Blob without a type
          // sends no Content-Type at all.
          body:
            type === null
              ? new Blob([JSON.stringify(body)])
              : JSON.stringify(body),
          ...(type === null ? {} : { headers: { "Content-Type": type } }),
        });
        expect([path, type, response.status]).toEqual([path, type, 400]);
        expect(await bodyOf(response)).toEqual(BAD_CONTENT_TYPE);
      }
    }
    expect(countDocuments(backend, "contactMessages")).toBe(before);
  });

  it("accepts application/json with parameters and application/*+json, as Convex does", async () => {
    for (const type of [
      "application/json",
      "application/json; charset=utf-8",
      "Application/JSON",
      "application/vnd.example+json",
    ]) {
      const response = await postJson(
        backend,
        "/api/query",
        { path: "builders:get", args: { profileId: "x" } },
        { "Content-Type": type },
      );
      expect([type, response.status]).toEqual([type, 200]);
    }
  });
});
