/**
 * One frame with thousands of subscriptions must not make other
 * clients wait. Per-connection caps (subscriptions, query ids, mutations and actions in
 * flight) each answer the client over them with a clear error, and update rounds give
 * each connection a bounded slice of work, so another client's query is answered
 * while a burst is still being worked through. Order is asserted, never time
 * (`npm run bench:sync-burst` has the latency figures).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SYNC_LIMITS } from "../../local-backend/src/sync/protocol/limits";
import {
  type RawClient,
  rawClient,
  startTestBackend,
  type TestBackend,
  until,
  framesArrived,
  holdCommitsAndRounds,
} from "../sync/helpers";

const {
  maxSubscriptions,
  maxQueryIds,
  maxPendingMutations,
  maxPendingActions,
} = DEFAULT_SYNC_LIMITS;

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

let nextSession = 0;
const session = () =>
  `31000000-0000-4000-8000-${String(nextSession++).padStart(12, "0")}`;

type Add = { type: "Add"; queryId: number; udfPath: string; args: unknown[] };

function listQuery(queryId: number, channel: string): Add {
  return {
    type: "Add",
    queryId,
    udfPath: "messages:list",
    args: [{ channel }],
  };
}

function modify(
  baseVersion: number,
  modifications: unknown[],
): Record<string, unknown> {
  return {
    type: "ModifyQuerySet",
    baseVersion,
    newVersion: baseVersion + 1,
    modifications,
  };
}

/** Each query id's latest modification, and where among all messages it arrived. */
function answers(
  client: RawClient,
): Map<number, { type: string; errorMessage?: string; at: number }> {
  const byId = new Map<
    number,
    { type: string; errorMessage?: string; at: number }
  >();
  client.messages.forEach((message, i) => {
    if (message.type !== "Transition") return;
    for (const m of message.modifications) {
      if (m.type === "QueryRemoved") continue;
      byId.set(m.queryId, {
        type: m.type,
        ...(m.type === "QueryFailed" ? { errorMessage: m.errorMessage } : {}),
        at: client.order[i]!,
      });
    }
  });
  return byId;
}

async function connected(): Promise<RawClient> {
  const before = backend.stats.framesReceived;
  const client = await rawClient(backend.url, session());
  await framesArrived(backend, before, 1);
  return client;
}

describe("fair scheduling", () => {
  it("answers another client's query while a 2,000-subscription frame is still being worked through", async () => {
    const burst = await connected();
    const other = await connected();
    const adds = Array.from({ length: 2000 }, (_, i) =>
      listQuery(i, `burst-${i}`),
    );
    // Both frames are taken in before any update round runs, the burst first: the
    // other client's query is "sent just after" the burst, deterministically.
    const release = holdCommitsAndRounds(backend);
    const seen = backend.stats.framesReceived;
    burst.send(modify(0, adds));
    await framesArrived(backend, seen, 1);
    other.send(modify(0, [listQuery(0, "bystander")]));
    await framesArrived(backend, seen, 2);
    release();

    await until(
      () => answers(burst).size === 2000,
      "every query of the burst to be answered",
      60_000,
    );
    const otherAnswer = answers(other).get(0);
    expect(otherAnswer?.type).toBe("QueryUpdated");
    const burstAnswers = [...answers(burst).values()];
    const lastBurstAnswer = Math.max(...burstAnswers.map((a) => a.at));
    expect(otherAnswer!.at).toBeLessThan(lastBurstAnswer);
    burst.ws.close();
    other.ws.close();
  });
});

describe("per-connection caps", () => {
  it(`runs at most ${maxSubscriptions} subscriptions per connection and answers the rest with QueryFailed`, async () => {
    const client = await connected();
    const executions = backend.stats.queryExecutions;
    client.send(
      modify(
        0,
        Array.from({ length: maxSubscriptions + 5 }, (_, i) =>
          listQuery(i, `cap-${i}`),
        ),
      ),
    );
    await until(
      () => answers(client).size === maxSubscriptions + 5,
      "every query id to be answered",
      60_000,
    );
    const all = answers(client);
    for (let i = 0; i < maxSubscriptions; i++)
      expect(all.get(i)?.type).toBe("QueryUpdated");
    for (let i = maxSubscriptions; i < maxSubscriptions + 5; i++) {
      expect(all.get(i)?.type).toBe("QueryFailed");
      expect(all.get(i)?.errorMessage).toMatch(/^TooManySubscriptions: /);
    }
    // The refused queries never ran.
    expect(backend.stats.queryExecutions - executions).toBe(maxSubscriptions);

    // Removing a refused query works like removing any other; the connection lives on.
    client.send(modify(1, [{ type: "Remove", queryId: maxSubscriptions }]));
    await until(
      () =>
        client
          .transitions()
          .some((t) =>
            t.modifications.some(
              (m) =>
                m.type === "QueryRemoved" && m.queryId === maxSubscriptions,
            ),
          ),
      "the refused query's removal",
    );
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.ws.close();
  });

  it(`ends a connection that piles up more than ${maxQueryIds} query ids with FatalError`, async () => {
    const client = await connected();
    const bystander = await connected();
    bystander.send(modify(0, [listQuery(0, "ids-bystander")]));
    client.send(
      modify(
        0,
        Array.from({ length: maxQueryIds + 1 }, (_, i) =>
          listQuery(i, `ids-${i}`),
        ),
      ),
    );
    const closed = await client.closed;
    expect(closed.code).toBe(1008);
    expect(closed.reason).toMatch(/^InvalidMessage: TooManySubscriptions/);
    expect(client.messages).toContainEqual({
      type: "FatalError",
      error: expect.stringMatching(
        /^InvalidMessage: TooManySubscriptions/,
      ) as unknown,
    });
    await until(() => answers(bystander).get(0), "the bystander's answer");
    bystander.ws.close();
  });

  it(`closes a connection with more than ${maxPendingMutations} mutations in flight (1013 TooManyConcurrentMutations)`, async () => {
    const client = await connected();
    const bystander = await connected();
    // With the transaction lock held, no mutation can finish: all are in flight.
    const release = holdCommitsAndRounds(backend);
    const seen = backend.stats.framesReceived;
    for (let i = 0; i <= maxPendingMutations; i++)
      client.send({
        type: "Mutation",
        requestId: i,
        udfPath: "messages:increment",
        args: [{ name: "pending" }],
      });
    const closed = await client.closed;
    await framesArrived(backend, seen, maxPendingMutations + 1);
    release();
    expect(closed.code).toBe(1013);
    expect(closed.reason).toMatch(/^TooManyConcurrentMutations: at most/);
    // Another connection is served as usual.
    bystander.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:increment",
      args: [{ name: "pending-bystander" }],
    });
    await until(
      () =>
        bystander.messages.some(
          (m) => m.type === "MutationResponse" && m.success,
        ),
      "the bystander's mutation",
    );
    bystander.ws.close();
  });

  it(`closes a connection with more than ${maxPendingActions} actions in flight (1013 TooManyConcurrentActions)`, async () => {
    const client = await connected();
    const release = holdCommitsAndRounds(backend);
    const seen = backend.stats.framesReceived;
    for (let i = 0; i <= maxPendingActions; i++)
      client.send({
        type: "Action",
        requestId: i,
        // Its mutation's commit waits for the held lock, so the action stays in flight.
        udfPath: "messages:incrementViaAction",
        args: [{ name: "actions" }],
      });
    const closed = await client.closed;
    await framesArrived(backend, seen, maxPendingActions + 1);
    release();
    expect(closed.code).toBe(1013);
    expect(closed.reason).toMatch(/^TooManyConcurrentActions: at most/);
  });
});
