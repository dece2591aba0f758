/**
 * `npx convex env set|get|list|remove`, the real CLI against the backend: values kept in
 * the data dir's `env.json`, seen at once by queries (a subscription's cached result
 * too), actions, Node actions and HTTP actions, with no restart; names, values and the
 * built-in names refused with Convex's texts, nothing half-applied.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend } from "../../index";
import { cliProject } from "../testing/cli-project";
import { runConvexCli } from "../testing/convex-cli";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";

const project = cliProject("cli-env-");
let backend: RunningBackend;
let dataDir: string;
let target: { url: string; adminKey: string; cwd: string };

const read = makeFunctionReference<"query", { name: string }, string | null>(
  "env:read",
);
const readInAction = makeFunctionReference<
  "action",
  { name: string },
  string | null
>("env:readInAction");
const readInNode = makeFunctionReference<
  "action",
  { name: string },
  string | null
>("nodeEnv:read");

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend(
    "cli-env-db-",
    project.convexDir,
  ));
  target = { url: backend.url, adminKey: backend.adminKey, cwd: project.root };
}, 60_000);

afterAll(async () => {
  await stopFixtureBackend(backend, dataDir);
  project.remove();
});

const storedVars = () =>
  (
    JSON.parse(readFileSync(join(dataDir, "env.json"), "utf8")) as {
      vars: Record<string, string>;
    }
  ).vars;

async function everyKindReads(name: string): Promise<unknown[]> {
  const client = new ConvexHttpClient(backend.url);
  const http = await fetch(`${backend.siteUrl}/env?name=${name}`);
  return [
    await client.query(read, { name }),
    await client.action(readInAction, { name }),
    await client.action(readInNode, { name }),
    await http.text(),
  ];
}

describe("npx convex env", () => {
  it("sets a variable that every kind of function sees at once, and keeps it", async () => {
    const watcher = new ConvexClient(backend.url, {
      unsavedChangesWarning: false,
    });
    const seen: (string | null)[] = [];
    const unsubscribe = watcher.onUpdate(read, { name: "GREETING" }, (v) =>
      seen.push(v),
    );
    try {
      await expect.poll(() => seen).toEqual([null]);
      const set = await runConvexCli(
        ["env", "set", "GREETING", "hi there"],
        target,
      );
      expect(set.code).toBe(0);
      expect(set.stderr).toContain("Successfully set GREETING");
      expect(await everyKindReads("GREETING")).toEqual([
        "hi there",
        "hi there",
        "hi there",
        "hi there",
      ]);
      // The subscription's cached result ran again.
      await expect.poll(() => seen.at(-1)).toBe("hi there");
      expect(storedVars().GREETING).toBe("hi there");
    } finally {
      unsubscribe();
      await watcher.close();
    }
  });

  it("gets and lists variables, the backend's own among them", async () => {
    const got = await runConvexCli(["env", "get", "GREETING"], target);
    expect(got.stdout).toBe("hi there\n");
    const site = await runConvexCli(["env", "get", "CONVEX_SITE_URL"], target);
    expect(site.stdout).toBe(`${backend.siteUrl}\n`);
    const missing = await runConvexCli(["env", "get", "NOPE"], target);
    expect(missing.stderr).toContain('Environment variable "NOPE" not found');

    const list = await runConvexCli(
      ["env", "list", "--include-values"],
      target,
    );
    const lines = list.stdout.trim().split("\n");
    expect(lines).toContain("GREETING=hi there");
    expect(lines).toContain("SITE_URL=http://localhost:5173");
    expect(lines.map((l) => l.split("=")[0])).toEqual(
      [...lines.map((l) => l.split("=")[0])].sort(),
    );
    expect(lines.some((l) => l.startsWith("CONVEX_"))).toBe(false);
  });

  it("refuses what Convex refuses, with its texts, and changes nothing", async () => {
    const badName = await runConvexCli(["env", "set", "1BAD", "x"], target);
    expect(badName.code).not.toBe(0);
    expect(badName.stderr).toContain(
      "The environment variable name 1BAD is invalid. Environment variable names must begin with a letter and may only include characters a-z, A-Z, 0-9, and underscores.",
    );
    const builtin = await runConvexCli(
      ["env", "set", "CONVEX_SITE_URL", "http://elsewhere"],
      target,
    );
    expect(builtin.code).not.toBe(0);
    expect(builtin.stderr).toContain(
      'Environment variable with name "CONVEX_SITE_URL" is built-in and cannot be overridden',
    );
    const tooLarge = await runConvexCli(
      ["env", "set", "BIG", "x".repeat(8193)],
      target,
    );
    expect(tooLarge.stderr).toContain(
      "The environment variable value is 8193 bytes, which is too large.",
    );
    expect(storedVars()).not.toHaveProperty("BIG");
    expect(process.env.CONVEX_SITE_URL).toBe(backend.siteUrl);

    const anonymous = await fetch(
      `${backend.url}/api/update_environment_variables`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ changes: [{ name: "X", value: "1" }] }),
      },
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "BadAdminKey" });
  });

  it("removes a variable at once", async () => {
    const removed = await runConvexCli(["env", "remove", "GREETING"], target);
    expect(removed.stderr).toContain("Successfully unset GREETING");
    expect(await everyKindReads("GREETING")).toEqual([
      null,
      null,
      null,
      "(unset)",
    ]);
    expect(storedVars()).not.toHaveProperty("GREETING");
    expect(storedVars()).toHaveProperty("JWT_PRIVATE_KEY");
  });
});
