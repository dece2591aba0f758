import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Store } from "../storage/store";
import { CommitHistory } from "./history";
import { type ReadSet } from "./transaction";

const emptyReadSet = (): ReadSet => ({
  intervals: [],
  points: new Set(),
  searchTables: new Set(),
  missingTables: new Set(),
});

const dirs: string[] = [];
function store(): Store {
  const dir = mkdtempSync(join(tmpdir(), "history-"));
  dirs.push(dir);
  return new Store(dir);
}

afterEach(() => {
  for (const dir of dirs.splice(0))
    rmSync(dir, { recursive: true, force: true });
});

describe("CommitHistory", () => {
  it("answers for a read by id until a later commit writes that document", () => {
    const history = new CommitHistory(store());
    const reads = emptyReadSet();
    reads.points.add("doc-a");
    history.record(
      10n,
      [{ tableNumber: 1, id: "doc-b", oldDoc: null, newDoc: null }],
      1,
    );
    expect(history.sameAsAt(5n, 10n, reads)).toEqual({ ok: true });
    history.record(
      20n,
      [{ tableNumber: 1, id: "doc-a", oldDoc: null, newDoc: null }],
      1,
    );
    expect(history.sameAsAt(15n, 20n, reads)).toEqual({
      ok: false,
      reason: "changed",
    });
    // At or after the write, nothing changed since.
    expect(history.sameAsAt(20n, 20n, reads)).toEqual({ ok: true });
    // Commits after the snapshot the query ran at do not count.
    expect(history.sameAsAt(5n, 10n, reads)).toEqual({ ok: true });
  });

  it("refuses timestamps it has no history for, and future ones", () => {
    const history = new CommitHistory(store(), { maxAgeMs: 1 });
    const reads = emptyReadSet();
    history.record(1_000_000n, [], 1);
    history.record(5_000_000n, [], 1);
    // The first commit is older than 1 ms before the second: dropped.
    expect(history.sameAsAt(500_000n, 5_000_000n, reads)).toEqual({
      ok: false,
      reason: "too old",
    });
    expect(history.sameAsAt(1_000_000n, 5_000_000n, reads)).toEqual({
      ok: true,
    });
    expect(history.sameAsAt(6_000_000n, 5_000_000n, reads)).toEqual({
      ok: false,
      reason: "future",
    });
  });

  it("keeps at most maxBytes of write sets", () => {
    const history = new CommitHistory(store(), { maxBytes: 100 });
    const reads = emptyReadSet();
    history.record(10n, [], 60);
    history.record(20n, [], 60);
    expect(history.sameAsAt(10n, 20n, reads)).toEqual({ ok: true });
    expect(history.sameAsAt(9n, 20n, reads)).toEqual({
      ok: false,
      reason: "too old",
    });
  });
});
