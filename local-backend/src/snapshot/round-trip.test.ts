/**
 * `npx convex export --include-file-storage` of a seeded deployment (app tables,
 * component tables, files of the app and of a component), then `npx convex import
 * --replace` of the ZIP into a fresh deployment: every document, index order and file
 * comes back identical. The real CLI, against real backends.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { type RunningBackend } from "../../index";
import { type Backend } from "../backend";
import { storeFile } from "../isolate/syscalls/file-storage";
import { splitQualified } from "../storage/namespace";
import { convexCli, type ConvexCli } from "../testing/convex-cli";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";
import { exportJson } from "./export-json";

const FIXTURE = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "tests",
  "components",
  "convex",
);

const clis: ConvexCli[] = [];
afterAll(() => {
  for (const cli of clis) cli.remove();
});

function cliFor(backend: RunningBackend): ConvexCli {
  const cli = convexCli(backend);
  clis.push(cli);
  return cli;
}

/** Every table's documents (export JSON, by `_id`), file bytes and index orders. */
async function contents(b: Backend): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  await b.committer.read((tx) => {
    for (const table of b.store.tables()) {
      const { namespace, table: name } = splitQualified(table.name);
      if (name.startsWith("_") && name !== "_storage") continue;
      for (const index of table.indexes.values()) {
        const id = tx.inNamespace(namespace, () =>
          tx.openStream(
            {
              source:
                index.name === "by_creation_time"
                  ? { type: "FullTableScan", tableName: name, order: "asc" }
                  : {
                      type: "IndexRange",
                      indexName: `${name}.${index.name}`,
                      range: [],
                      order: "asc",
                    },
              operators: [],
            },
            name.startsWith("_"),
          ),
        );
        const docs: string[] = [];
        for (let d = tx.streamNext(id); d; d = tx.streamNext(id))
          docs.push(exportJson(d));
        tx.closeStream(id);
        out[`${table.name}.${index.name}`] = docs;
      }
    }
  });
  for (const [key, docs] of Object.entries(out))
    if (key.endsWith("_storage.by_id"))
      for (const doc of docs as string[]) {
        const id = (JSON.parse(doc) as { _id: string })._id;
        out[`file ${id}`] = readFileSync(join(b.files.dir, id)).toString("hex");
      }
  return out;
}

async function seed(b: Backend): Promise<void> {
  await b.committer.write((tx) => {
    for (let i = 0; i < 30; i++) {
      tx.insert("items", { group: `g${i % 4}`, n: i * 1.5 });
      tx.insert("notes", { text: `note ${i} \u00e9\u{1F600}` });
    }
    tx.insert("misc", {
      int: 42n,
      negZero: -0,
      whole: 3,
      nan: NaN,
      bytes: new Uint8Array([0, 1, 254, 255]).buffer,
      nested: { list: [1n, "two", null, true, { deep: 2.5 }] },
    });
    tx.inNamespace("counter", () => {
      tx.insert("counters", { name: "a", value: 1 });
      tx.insert("counters", { name: "b", value: 2 });
      tx.insert("notes", { text: "the component's own note" });
    });
  });
  const services = { store: b.store, files: b.files, committer: b.committer };
  const fileId = await storeFile(
    services,
    Buffer.from("hello, files"),
    "text/plain",
  );
  await storeFile(services, Buffer.alloc(70_000, 7), null, null, "counter");
  // A document that references a file keeps pointing at it.
  await b.committer.write((tx) => {
    tx.insert("misc", { file: fileId });
  });
}

describe("export and import with the Convex CLI", () => {
  test("a seeded deployment round-trips through a ZIP into a fresh one", async () => {
    const source = await startFixtureBackend("snap-src-", FIXTURE);
    let expected: Record<string, unknown>;
    let zip: string;
    try {
      await seed(source.backend.backend);
      expected = await contents(source.backend.backend);
      const cli = cliFor(source.backend);
      zip = join(cli.project.root, "backup.zip");
      const exported = await cli.run([
        "export",
        "--include-file-storage",
        "--path",
        zip,
      ]);
      expect(exported.stderr).toContain("Created snapshot export at timestamp");
      expect(exported.stderr).toContain(`Downloaded snapshot export to ${zip}`);
      expect(exported.code).toBe(0);
      expect(existsSync(zip)).toBe(true);
    } finally {
      await stopFixtureBackend(source.backend, source.dataDir);
    }

    const target = await startFixtureBackend("snap-dst-", FIXTURE);
    try {
      const cli = cliFor(target.backend);
      const imported = await cli.run(["import", "--replace", "-y", zip]);
      expect(imported.stderr).toContain("Import change summary:");
      expect(imported.stderr).toMatch(/Added \d+ documents/);
      expect(imported.code).toBe(0);
      expect(await contents(target.backend.backend)).toEqual(expected);
    } finally {
      await stopFixtureBackend(target.backend, target.dataDir);
    }
  }, 180_000);
});
