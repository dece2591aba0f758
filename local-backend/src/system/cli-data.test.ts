/**
 * `npx convex data` and `npx convex run`, the real CLI against the backend with its
 * admin key: the tables (system ones aside), a table's documents in either order with
 * `--limit`, `_storage`, an empty or unknown table, and the built-in `_system/cli/*`
 * functions out of reach without the key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend } from "../../index";
import { cliProject } from "../testing/cli-project";
import { runConvexCli } from "../testing/convex-cli";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";

const project = cliProject("cli-data-");
let backend: RunningBackend;
let dataDir: string;
let target: { url: string; adminKey: string; cwd: string };

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend(
    "cli-data-db-",
    project.convexDir,
  ));
  target = { url: backend.url, adminKey: backend.adminKey, cwd: project.root };
  for (const [n, body] of ["first", "second", "third"].entries())
    await backend.runFunction("messages:add", { body, n });
}, 60_000);

afterAll(async () => {
  await stopFixtureBackend(backend, dataDir);
  project.remove();
});

describe("npx convex data", () => {
  it("lists the tables, system tables aside", async () => {
    const { code, stdout } = await runConvexCli(["data"], target);
    expect(code).toBe(0);
    expect(stdout.trim().split("\n")).toEqual(["empty", "messages"]);
  });

  it("prints the newest documents first, as many as --limit", async () => {
    const { code, stdout, stderr } = await runConvexCli(
      ["data", "messages", "--limit", "2"],
      target,
    );
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^_id\s+\| _creationTime\s+\| body\s+\| n$/);
    expect(lines.slice(2).map((l) => l.split(" | ")[2]!.trim())).toEqual([
      '"third"',
      '"second"',
    ]);
    expect(stderr).toContain(
      "Showing the 2 most recently created documents. Use the --limit option to see more.",
    );
  });

  it("prints the oldest first with --order asc, every one within the limit", async () => {
    const { stdout, stderr } = await runConvexCli(
      ["data", "messages", "--order", "asc", "--format", "jsonl"],
      target,
    );
    const docs = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { body: string; n: number });
    expect(docs.map((d) => [d.body, d.n])).toEqual([
      ["first", 0],
      ["second", 1],
      ["third", 2],
    ]);
    expect(stderr).not.toContain("Showing the");
  });

  it("says so for an empty table, an unknown one and a private system table", async () => {
    for (const table of ["empty", "nosuchtable", "_tables"]) {
      const { code, stderr } = await runConvexCli(["data", table], target);
      expect(code).toBe(0);
      expect(stderr).toContain("There are no documents in this table.");
    }
  });

  it("reads _storage through db.system", async () => {
    const { code, stderr } = await runConvexCli(["data", "_storage"], target);
    expect(code).toBe(0);
    expect(stderr).toContain("There are no documents in this table.");
  });

  it("keeps the built-in functions from callers without the admin key", async () => {
    const response = await fetch(`${backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "_system/cli/tables", args: {} }),
    });
    const body = (await response.json()) as { errorMessage: string };
    expect(body.errorMessage).toContain(
      "Could not find public function for '_system/cli/tables'",
    );
  });
});

describe("npx convex run", () => {
  it("runs a mutation and a query and prints the result", async () => {
    const added = await runConvexCli(
      ["run", "messages:add", '{"body": "fourth", "n": 3}'],
      target,
    );
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout)).toMatch(/^[0-9a-z]{32}$/);
    const listed = await runConvexCli(["run", "messages:list"], target);
    expect(JSON.parse(listed.stdout)).toEqual([
      "first",
      "second",
      "third",
      "fourth",
    ]);
  });

  it("lists the functions there are when the one named is not", async () => {
    const { code, stderr } = await runConvexCli(
      ["run", "messages:nope"],
      target,
    );
    expect(code).toBe(1);
    expect(stderr).toContain("Could not find function");
    expect(stderr).toContain("Available functions:");
    expect(stderr).toMatch(/messages:\S*add/);
    expect(stderr).toMatch(/env:\S*readInAction/);
  });
});
