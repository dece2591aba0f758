/**
 * `npx convex import` of single tables with the real CLI: a JSONL import with
 * `--append`, and an import with one document the schema refuses, which fails with
 * the schema's reason and writes nothing (one transaction).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { type RunningBackend } from "../../index";
import { convexCli, type ConvexCli } from "../testing/convex-cli";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";

let backend: RunningBackend;
let dataDir: string;
let cli: ConvexCli;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("snap-import-"));
  cli = convexCli(backend);
}, 60_000);

afterAll(async () => {
  cli.remove();
  await stopFixtureBackend(backend, dataDir);
});

async function count(table: string): Promise<number> {
  const { result } = await backend.backend.committer.read((tx) => {
    const id = tx.openStream(
      {
        source: { type: "FullTableScan", tableName: table, order: "asc" },
        operators: [],
      },
      false,
    );
    let n = 0;
    while (tx.streamNext(id)) n++;
    return n;
  });
  return result;
}

test("a JSONL file is appended to a table; a document the schema refuses writes nothing", async () => {
  cli.project.write(
    "good.jsonl",
    '{"value": 1}\n{"value": "two"}\n{"value": {"$bytes": "AQI="}}\n',
  );
  const good = await cli.run([
    "import",
    "--table",
    "mixed",
    "--append",
    "-y",
    "good.jsonl",
  ]);
  expect(good.stderr).toContain('Added 3 documents to table "mixed"');
  expect(good.code).toBe(0);
  expect(await count("mixed")).toBe(3);

  const before = await count("messages");
  cli.project.write(
    "bad.jsonl",
    '{"channel": "a", "body": "fine", "author": "x", "n": 1.5}\n{"channel": 7}\n',
  );
  const bad = await cli.run([
    "import",
    "--table",
    "messages",
    "--append",
    "-y",
    "bad.jsonl",
  ]);
  expect(bad.code).not.toBe(0);
  expect(bad.stderr).toContain("messages, document 2");
  expect(bad.stderr).toContain("does not match the schema");
  expect(await count("messages")).toBe(before);
}, 180_000);
