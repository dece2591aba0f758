/**
 * Ids of `_storage` (and `_scheduled_functions`) in snapshot ZIPs carry Convex's table
 * numbers: an export with the real CLI writes `_storage` entries, their file names and
 * every value the schema types `v.id("_storage")` (nested too, in the app and in a
 * component) with number 540; an import of a ZIP in that numbering, or in this
 * backend's, restores the files under ids that `ctx.storage.getUrl` serves.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { type Value } from "convex/values";
import { afterAll, describe, expect, test } from "vitest";
import { type RunningBackend } from "../../index";
import { storeFile } from "../isolate/syscalls/file-storage";
import { sha256Base64 } from "../storage/sha256";
import { convexCli, type ConvexCli } from "../testing/convex-cli";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";
import {
  fixedId,
  newId,
  tableNumberOfId,
  withTableNumber,
} from "../values/ids";
import { exportJson, parseExportJson } from "./export-json";
import { entryLines, readEntry, zipEntries } from "./zip-reader";
import { ZipWriter } from "./zip-writer";

const FIXTURE = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "tests",
  "components",
  "convex",
);
const CONVEX_STORAGE = 540;
const CONVEX_JOBS = 539;

const clis: ConvexCli[] = [];
afterAll(() => {
  for (const cli of clis) cli.remove();
});

function cliFor(backend: RunningBackend): ConvexCli {
  const cli = convexCli(backend);
  clis.push(cli);
  return cli;
}

/** Each `documents.jsonl` of the ZIP, by its path, as documents. */
async function zipDocuments(
  zip: string,
): Promise<{ names: string[]; docs: Map<string, Record<string, Value>[]> }> {
  const entries = await zipEntries(zip);
  const docs = new Map<string, Record<string, Value>[]>();
  for (const entry of entries) {
    if (!entry.name.endsWith("/documents.jsonl")) continue;
    const list: Record<string, Value>[] = [];
    for await (const line of entryLines(readEntry(zip, entry)))
      if (line.trim() !== "")
        list.push(parseExportJson(line) as Record<string, Value>);
    docs.set(entry.name, list);
  }
  return { names: entries.map((e) => e.name), docs };
}

describe("system table ids in snapshot ZIPs", () => {
  test("an export writes _storage ids and typed references with Convex's table numbers", async () => {
    const { backend, dataDir } = await startFixtureBackend(
      "snap-ids-",
      FIXTURE,
    );
    try {
      const b = backend.backend;
      const services = {
        store: b.store,
        files: b.files,
        committer: b.committer,
      };
      const one = await storeFile(services, Buffer.from("one"), "text/plain");
      const two = await storeFile(services, Buffer.from("two"), null);
      const inCounter = await storeFile(
        services,
        Buffer.from("counter's"),
        null,
        null,
        "counter",
      );
      const job = newId(b.store.table("_scheduled_functions")!.number);
      await b.committer.write((tx) => {
        tx.insert("attachments", {
          file: one,
          more: { list: [two, null, one] },
          either: { kind: "file", ref: two },
          byFile: { [one]: "first" },
          job,
          untyped: one,
        });
        tx.insert("attachments", {
          file: two,
          // A string in the member that is no id: left as it is.
          either: { kind: "text", ref: one },
        });
        tx.inNamespace("counter", () =>
          tx.insert("fileRefs", { file: inCounter }),
        );
      });
      const local = tableNumberOfId(one)!;
      expect(local).not.toBe(CONVEX_STORAGE);
      const toConvex = (id: string) => withTableNumber(id, CONVEX_STORAGE)!;

      const cli = cliFor(backend);
      const zip = join(cli.project.root, "snapshot.zip");
      const exported = await cli.run([
        "export",
        "--include-file-storage",
        "--path",
        zip,
      ]);
      expect(exported.stderr).toContain("Downloaded snapshot export");
      expect(exported.code).toBe(0);

      const { names, docs } = await zipDocuments(zip);
      const storage = docs.get("_storage/documents.jsonl")!;
      expect(storage.map((d) => d._id).sort()).toEqual(
        [toConvex(one), toConvex(two)].sort(),
      );
      for (const entry of storage)
        expect(tableNumberOfId(entry._id as string)).toBe(CONVEX_STORAGE);
      expect(names).toContain(`_storage/${toConvex(one)}.txt`);
      expect(names).toContain(`_storage/${toConvex(two)}`);

      const [first, second] = docs.get("attachments/documents.jsonl")!;
      expect(first).toMatchObject({
        file: toConvex(one),
        more: { list: [toConvex(two), null, toConvex(one)] },
        either: { kind: "file", ref: toConvex(two) },
        byFile: { [toConvex(one)]: "first" },
        job: withTableNumber(job, CONVEX_JOBS),
        // Not typed as an id by the schema: not translated (the documented limit).
        untyped: one,
      });
      expect(second).toMatchObject({
        file: toConvex(two),
        either: { kind: "text", ref: one },
      });

      const counterStorage = docs.get(
        "_components/counter/_storage/documents.jsonl",
      )!;
      expect(counterStorage.map((d) => d._id)).toEqual([
        withTableNumber(inCounter, CONVEX_STORAGE),
      ]);
      expect(
        names.some((n) =>
          n.startsWith(
            `_components/counter/_storage/${withTableNumber(inCounter, CONVEX_STORAGE)}`,
          ),
        ),
      ).toBe(true);
      expect(docs.get("_components/counter/fileRefs/documents.jsonl")).toEqual([
        expect.objectContaining({
          file: withTableNumber(inCounter, CONVEX_STORAGE),
        }),
      ]);
    } finally {
      await stopFixtureBackend(backend, dataDir);
    }
  }, 180_000);

  test("a ZIP with Convex's _storage number, or this backend's, imports files that references reach", async () => {
    const { backend, dataDir } = await startFixtureBackend(
      "snap-ids-in-",
      FIXTURE,
    );
    try {
      const b = backend.backend;
      const localStorage = b.store.table("_storage")!.number;
      const attachments = b.store.table("attachments")!.number;
      const cli = cliFor(backend);
      const client = new ConvexHttpClient(backend.url);
      const urls = makeFunctionReference<
        "query",
        Record<string, never>,
        { file: string | null; list: (string | null)[] }[]
      >("attachments:urls");

      for (const [i, storageNumber] of [
        CONVEX_STORAGE,
        localStorage,
      ].entries()) {
        const texts = [`photo ${i}`, `cover ${i}`];
        const ids = texts.map((_, j) =>
          fixedId(storageNumber, Buffer.alloc(16, 16 * i + j + 1)),
        );
        const zip = join(cli.project.root, `convex-${storageNumber}.zip`);
        await writeZip(zip, {
          "_tables/documents.jsonl": [
            { name: "attachments", id: BigInt(attachments) },
          ],
          "attachments/documents.jsonl": [
            {
              _id: fixedId(attachments, Buffer.alloc(16, 200 + i)),
              _creationTime: 1_700_000_000_000.5,
              file: ids[0]!,
              more: { list: [ids[1]!, null] },
            },
          ],
          "_storage/documents.jsonl": ids.map((id, j) => ({
            _id: id,
            _creationTime: 1_700_000_000_000 + j,
            sha256: sha256Base64(Buffer.from(texts[j]!)),
            size: BigInt(texts[j]!.length),
            contentType: "text/plain",
          })),
          ...Object.fromEntries(
            ids.map((id, j) => [`_storage/${id}.txt`, texts[j]!]),
          ),
        });
        const imported = await cli.run(["import", "--replace", "-y", zip]);
        expect(imported.stderr).toContain("Import change summary:");
        expect(imported.code).toBe(0);

        const [attachment] = await client.query(urls, {});
        expect(attachment!.file).not.toBeNull();
        expect(attachment!.list[0]).not.toBeNull();
        for (const [j, url] of [
          attachment!.file,
          attachment!.list[0],
        ].entries())
          expect(await (await fetch(url!)).text()).toBe(texts[j]);

        // Stored in this backend's numbering, the same document bodies.
        await b.committer.read((tx) => {
          const stream = tx.openStream(
            {
              source: {
                type: "FullTableScan",
                tableName: "attachments",
                order: "asc",
              },
              operators: [],
            },
            false,
          );
          const doc = tx.streamNext(stream)!;
          tx.closeStream(stream);
          expect(doc.file).toBe(withTableNumber(ids[0]!, localStorage));
          expect(
            tx.get(doc.file as string, { table: "_storage", system: true }),
          ).not.toBeNull();
        });
      }
    } finally {
      await stopFixtureBackend(backend, dataDir);
    }
  }, 180_000);
});

/** A ZIP of documents (`.jsonl` entries, in export JSON) and text files. */
async function writeZip(
  path: string,
  entries: Record<string, Record<string, Value>[] | string>,
): Promise<void> {
  const out = createWriteStream(path);
  const closed = once(out, "close");
  const zip = new ZipWriter(out);
  for (const [name, content] of Object.entries(entries))
    await zip.add(name, [
      Buffer.from(
        typeof content === "string"
          ? content
          : content.map((d) => `${exportJson(d)}\n`).join(""),
      ),
    ]);
  await zip.finish();
  await closed;
}
