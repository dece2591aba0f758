/**
 * `Backend.runFunction`, the in-process way tests and scripts call functions: as
 * nobody, as an identity or as a token's holder, internal functions on request, and
 * the kind checked when given.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importPKCS8, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "./testing/fixture-backend";
import { type RunningBackend } from "../index";

let backend: RunningBackend;
let dataDir: string;

async function tokenFor(subject: string, name: string): Promise<string> {
  const env = JSON.parse(readFileSync(join(dataDir, "env.json"), "utf8")) as {
    vars: { JWT_PRIVATE_KEY: string };
  };
  const key = await importPKCS8(env.vars.JWT_PRIVATE_KEY, "RS256");
  return new SignJWT({ name })
    .setProtectedHeader({ alg: "RS256" })
    .setSubject(subject)
    .setIssuer(backend.siteUrl)
    .setAudience("convex")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
}

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("run-function-"));
});

afterAll(() => stopFixtureBackend(backend, dataDir));

describe("runFunction", () => {
  it("runs as nobody, as an identity, or as a token's holder", async () => {
    expect(await backend.runFunction("checks:whoami")).toBe(null);
    const identity = {
      tokenIdentifier: "issuer|ada",
      issuer: "issuer",
      subject: "ada",
    };
    expect(
      await backend.runFunction("checks:whoami", {}, { identity }),
    ).toEqual({ subject: "ada", name: null });
    const token = await tokenFor("grace", "Grace");
    expect(await backend.runFunction("checks:whoami", {}, { token })).toEqual({
      subject: "grace",
      name: "Grace",
    });
    await expect(
      backend.runFunction("checks:whoami", {}, { token: "not a token" }),
    ).rejects.toThrow();
  });

  it("reaches internal functions only when asked, and checks a given kind", async () => {
    // Any kind, as `/api/function` (Convex's `any_udf`) words it.
    await expect(backend.runFunction("checks:secret")).rejects.toThrow(
      "Could not find function for 'checks:secret'. Did you forget to run `npx convex dev`?",
    );
    expect(
      await backend.runFunction("checks:secret", {}, { allowInternal: true }),
    ).toBe("secret");
    await expect(
      backend.runFunction("checks:whoami", {}, { kind: "mutation" }),
    ).rejects.toThrow(
      "Trying to execute checks.js:whoami as Mutation, but it is defined as Query.",
    );
  });
});
