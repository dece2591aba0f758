/**
 * Results shared across identities, as Convex's query cache shares them
 * (`crates/application/src/cache/mod.rs`, `observed_identity`): a query that never
 * reads `ctx.auth` runs once for every signed-in or anonymous client that needs it;
 * one that reads it runs per identity, and each client sees its own result.
 */
import { type ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./api";
import {
  newClient,
  startTestBackend,
  testIssuer,
  type TestBackend,
  until,
  watch,
} from "./helpers";

describe("results shared across identities", () => {
  let backend: TestBackend;
  const clients: ConvexClient[] = [];

  beforeAll(async () => {
    const issuer = await testIssuer();
    backend = await startTestBackend();
    for (const who of ["alice", "bob", null]) {
      const client = newClient(backend.url);
      if (who !== null) {
        const token = await issuer.sign(who, 3600);
        let confirmed = false;
        client.setAuth(
          () => Promise.resolve(token),
          (ok) => (confirmed = ok),
        );
        await until(() => confirmed, `${who}'s token to be confirmed`);
      }
      clients.push(client);
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await backend.stop();
  });

  const watchAll = (channel: string) =>
    clients.map((client) =>
      watch<{ bodies: string[]; viewer: string | null }>(client, (c, on) =>
        c.onUpdate(api.messages.viewerRows, { channel }, on),
      ),
    );

  it("runs a query that reads no identity once for every identity", async () => {
    const watchers = watchAll("ids-shared");
    await until(() => watchers.every((w) => w.latest()), "first results");
    const before = backend.stats.queryExecutions;
    await clients[2]!.mutation(api.messages.send, {
      channel: "ids-shared",
      body: "hello",
    });
    await until(
      () => watchers.every((w) => w.latest()?.bodies.length === 1),
      "all three to update",
    );
    expect(backend.stats.queryExecutions - before).toBe(1);
    for (const w of watchers) w.stop();
  });

  it("runs it per identity once it reads the identity, and each sees its own", async () => {
    const watchers = watchAll("ids-split");
    await until(() => watchers.every((w) => w.latest()), "first results");
    await clients[0]!.mutation(api.messages.send, {
      channel: "ids-split",
      body: "signed",
    });
    await until(
      () => watchers.every((w) => w.latest()?.bodies.length === 1),
      "all three to update",
    );
    expect(watchers.map((w) => w.latest()!.viewer)).toEqual([
      "alice",
      "bob",
      "nobody",
    ]);
    // From now on each identity runs its own.
    const before = backend.stats.queryExecutions;
    await clients[1]!.mutation(api.messages.send, {
      channel: "ids-split",
      body: "again",
    });
    await until(
      () => watchers.every((w) => w.latest()?.bodies.length === 2),
      "all three to update again",
    );
    expect(backend.stats.queryExecutions - before).toBe(3);
    expect(watchers.map((w) => w.latest()!.viewer)).toEqual([
      "alice",
      "bob",
      "nobody",
    ]);
    for (const w of watchers) w.stop();
  });
});
