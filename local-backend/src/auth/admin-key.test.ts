/**
 * The admin key's parts as Convex reads them (`extract_admin_key`, `check_admin_key`,
 * `UserIdentityAttributes`), and who may use it from a browser page.
 */
import { describe, expect, it } from "vitest";
import {
  actingIdentity,
  AdminAccess,
  decodeActingIdentity,
  newAdminKey,
  parseAdminCredential,
} from "./admin-key";

describe("admin credentials", () => {
  it("splits the acting identity off after the deployment name's type prefix", () => {
    expect(parseAdminCredential("local|abc")).toEqual({
      key: "local|abc",
      actingAs: undefined,
    });
    expect(parseAdminCredential("dev:local|abc:eyJ9")).toEqual({
      key: "local|abc",
      actingAs: "eyJ9",
    });
    expect(parseAdminCredential("preview:team:proj|abc")).toEqual({
      key: "abc",
      actingAs: undefined,
    });
    expect(parseAdminCredential("abc:eyJ9")).toEqual({
      key: "abc",
      actingAs: "eyJ9",
    });
  });

  it("matches the deployment's key only, with or without a type prefix", () => {
    const key = newAdminKey();
    expect(key).toMatch(/^local\|[0-9a-f]{64}$/);
    const access = new AdminAccess(key, []);
    expect(access.matches(key)).toBe(true);
    expect(access.matches(`prod:${key}`)).toBe(true);
    expect(access.matches(key.slice(0, -1))).toBe(false);
    expect(access.matches(key.slice("local|".length))).toBe(false);
    expect(access.matches(`other|${key.slice("local|".length)}`)).toBe(false);
    expect(access.matches("")).toBe(false);
    expect(new AdminAccess(newAdminKey(), []).matches(key)).toBe(false);
  });
});

describe("acting identities", () => {
  it("reads them as Convex's UserIdentityAttributes", () => {
    expect(
      actingIdentity({ issuer: "i", subject: "s", name: null, team: { a: 1 } }),
    ).toEqual({
      tokenIdentifier: "i|s",
      issuer: "i",
      subject: "s",
      team: { a: 1 },
    });
    expect(
      actingIdentity({ tokenIdentifier: "t", emailVerified: false }),
    ).toEqual({ tokenIdentifier: "t", emailVerified: false });
    expect(() => actingIdentity({ name: "x" })).toThrow(
      'Either "tokenIdentifier" or "issuer" and "subject" must be set',
    );
    expect(() => actingIdentity({ tokenIdentifier: "t", email: 3 })).toThrow(
      /"email" must be a string/,
    );
    expect(() => actingIdentity(["x"])).toThrow(/JSON object/);
  });

  it("decodes the header's base64 of UTF-8 JSON", () => {
    const json = JSON.stringify({ tokenIdentifier: "t", name: "Zoë" });
    const base64 = Buffer.from(json, "utf8").toString("base64");
    expect(decodeActingIdentity(base64)).toEqual({
      tokenIdentifier: "t",
      name: "Zoë",
    });
    expect(() => decodeActingIdentity("not base64!")).toThrow();
    expect(() => decodeActingIdentity(btoa("{"))).toThrow();
  });
});

describe("browser pages", () => {
  it("are refused unless their origin is allowed; Node clients are not pages", () => {
    const none = new AdminAccess(newAdminKey(), []);
    expect(none.browserRefusal({})).toBeNull();
    expect(none.browserRefusal({ origin: "http://localhost:5173" })).toContain(
      "http://localhost:5173",
    );
    expect(none.browserRefusal({ "sec-fetch-site": "same-origin" })).toContain(
      "without an Origin header",
    );
    const some = new AdminAccess(newAdminKey(), ["https://tool.example/"]);
    expect(some.browserRefusal({ origin: "https://tool.example" })).toBeNull();
    expect(
      some.browserRefusal({ origin: "https://evil.example" }),
    ).not.toBeNull();
    const any = new AdminAccess(newAdminKey(), ["*"]);
    expect(any.browserRefusal({ origin: "https://evil.example" })).toBeNull();
    expect(any.browserRefusal({ "sec-fetch-site": "cross-site" })).toBeNull();
  });
});
