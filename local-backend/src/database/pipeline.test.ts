/**
 * The commit pipeline through a running backend, as the sync layer consumes it: durable commits are published
 * once, in commit order, with their write sets; failed mutations publish nothing;
 * queries expose their read sets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";
import { type RunningBackend } from "../../index";
import { resolveFunction } from "../isolate/functions";
import { type Transaction } from "./transaction";
import { type DurableCommit } from "./committer";

let backend: RunningBackend;
let dataDir: string;
const noAuth = { auth: null, fromClient: true } as const;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("committer-"));
});

afterAll(() => stopFixtureBackend(backend, dataDir));

describe("commit pipeline", () => {
  it("publishes each durable commit once, in order, with its write set", async () => {
    const { runner, committer } = backend.backend;
    const events: DurableCommit[] = [];
    committer.onDurable((e) => events.push(e));
    const results = await Promise.all(
      [1, 2, 3].map((seq) =>
        runner.runMutation(
          "ledger:append",
          { seq: 1000 + seq, book: "pipeline" },
          noAuth,
        ),
      ),
    );
    await expect(
      runner.runMutation("nested:bumpThenThrow", { name: "pipeline" }, noAuth),
    ).rejects.toThrow(/boom/);
    const nested = await runner.runMutation(
      "nested:bumpTwice",
      { name: "pipeline-nested" },
      noAuth,
    );

    // Concurrent mutations commit in whatever order they pass validation (a retried
    // one later): each commit is published once, in commit order.
    const expectedTs = [
      ...results.map((r) => r.ts).sort((a, b) => (a < b ? -1 : 1)),
      nested.ts,
    ];
    expect(events.map((e) => e.ts)).toEqual(expectedTs);
    // ledger:append inserts a ledger entry and inserts/patches the totals document.
    expect(events[0]!.writes).toHaveLength(2);
    expect(events[0]!.writes[0]).toMatchObject({ oldDoc: null });
    expect(
      events
        .slice(0, 3)
        .map((e) => e.writes[0]!.newDoc?.seq)
        .sort(),
    ).toEqual([1001, 1002, 1003]);
    // The nested mutation that threw left no trace in the write set.
    expect(events[3]!.writes.map((w) => w.newDoc?.value)).toEqual([1]);
  });

  it("announces a write as applied as it enters the batch, then as durable", async () => {
    const { runner, committer } = backend.backend;
    const seen: string[] = [];
    committer.onApplied((c) => seen.push(`${c.stage} ${c.ts}`));
    committer.onDurable((c) => seen.push(`${c.stage} ${c.ts}`));
    const { ts } = await runner.runMutation(
      "ledger:append",
      { seq: 2001, book: "stages" },
      noAuth,
    );
    expect(seen.filter((s) => s.endsWith(` ${ts}`))).toEqual([
      `applied ${ts}`,
      `durable ${ts}`,
    ]);
  });

  it("records what a query read", async () => {
    const { runner, committer } = backend.backend;
    await runner.runMutation(
      "messages:send",
      { channel: "rs", author: "a", body: "x", n: 1 },
      noAuth,
    );
    const { result: tx } = await committer.read(async (tx: Transaction) => {
      const resolved = resolveFunction(backend.backend.app, "messages:bodies", {
        fromClient: true,
      });
      await runner.runUdf(
        resolved,
        { channel: "rs", order: "asc" },
        tx,
        noAuth,
        [],
      );
      return tx;
    });
    const index = backend.backend.store
      .table("messages")!
      .indexes.get("by_channel_n")!;
    expect(tx.readSet.intervals.map((i) => i.indexId)).toEqual([index.id]);
    const { result: missing } = await committer.read((t: Transaction) => {
      t.openStream(
        {
          source: {
            type: "FullTableScan",
            tableName: "nothing_here",
            order: null,
          },
          operators: [],
        },
        false,
      );
      return t;
    });
    expect([...missing.readSet.missingTables]).toEqual(["nothing_here"]);
  });
});
