/**
 * One WebSocket frame must not freeze other people's live
 * updates. A frame whose values break Convex's value limits is refused at the door,
 * to that client only; and whatever one session's query or frame does inside an update
 * round, every other session keeps receiving Transitions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFunctionReference } from "convex/server";
import { api } from "../sync/api";
import {
  newClient,
  type RawClient,
  rawClient,
  startTestBackend,
  type TestBackend,
  type Transition,
  until,
  framesArrived,
  holdCommitsAndRounds,
} from "../sync/helpers";

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

let nextSession = 0;
const session = () =>
  `30000000-0000-4000-8000-${String(nextSession++).padStart(12, "0")}`;

function addQuery(
  baseVersion: number,
  queryId: number,
  args: unknown,
  udfPath = "messages:list",
): Record<string, unknown> {
  return {
    type: "ModifyQuerySet",
    baseVersion,
    newVersion: baseVersion + 1,
    modifications: [{ type: "Add", queryId, udfPath, args: [args] }],
  };
}

/** The latest rows the client was sent for `queryId`. */
function rows(client: RawClient, queryId: number): unknown[] | undefined {
  let latest: unknown[] | undefined;
  for (const t of client.transitions())
    for (const m of t.modifications)
      if (m.type === "QueryUpdated" && m.queryId === queryId)
        latest = m.value as unknown[];
  return latest;
}

/** `ModifyQuerySet` args nested `depth` levels deep, as raw JSON (40 KB at 20,000). */
function deepArgsFrame(depth: number): string {
  return `{"type":"ModifyQuerySet","baseVersion":0,"newVersion":1,"modifications":[{"type":"Add","queryId":0,"udfPath":"messages:list","args":[{"channel":"x","deep":${"[".repeat(depth)}${"]".repeat(depth)}}]}]}`;
}

describe("a frame nested 20,000 levels deep", () => {
  it("is refused at the door, and the other clients planned in the same round keep getting their updates", async () => {
    const watcher = await rawClient(backend.url, session());
    watcher.send(addQuery(0, 0, { channel: "freeze" }));
    await until(() => rows(watcher, 0), "the watcher's first result");
    const before = backend.stats.framesReceived;
    const attacker = await rawClient(backend.url, session());
    await framesArrived(backend, before, 1);

    // With the transaction lock held, the watcher's change and the attacker's frame
    // land in the same update round, the watcher first: the case this file is about.
    const release = holdCommitsAndRounds(backend);
    const seen = backend.stats.framesReceived;
    watcher.send(addQuery(1, 1, { channel: "freeze-2" }));
    await framesArrived(backend, seen, 1);
    attacker.ws.send(deepArgsFrame(20_000));
    await framesArrived(backend, seen, 2);
    release();

    // A third client writes to the query the watcher shows.
    await backend.runFunction("messages:send", {
      channel: "freeze",
      body: "after the attack",
    });
    await until(
      () =>
        rows(watcher, 0)?.some(
          (r) => (r as { body: string }).body === "after the attack",
        ),
      "the watcher to see the write",
    );
    expect(rows(watcher, 1)).toEqual([]);
    // Versions still chain for the watcher.
    const all: Transition[] = watcher.transitions();
    for (let i = 1; i < all.length; i++)
      expect(all[i]!.startVersion).toEqual(all[i - 1]!.endVersion);

    // The attacker, and only the attacker, got a clear error.
    const closed = await attacker.closed;
    expect(attacker.messages).toContainEqual({
      type: "FatalError",
      error: expect.stringMatching(/nest/i) as unknown,
    });
    expect(closed.code).toBe(1008);
    expect(closed.reason).toMatch(/^InvalidMessage: .*nest/i);
    expect(watcher.ws.readyState).toBe(watcher.ws.OPEN);
    watcher.ws.close();
  });
});

/** Query 0 of a fresh connection with `value` as `messages:echo`'s argument, query 1 a valid list. */
async function addWithValue(value: unknown): Promise<RawClient> {
  const client = await rawClient(backend.url, session());
  client.send({
    type: "ModifyQuerySet",
    baseVersion: 0,
    newVersion: 1,
    modifications: [
      { type: "Add", queryId: 0, udfPath: "messages:echo", args: [{ value }] },
      {
        type: "Add",
        queryId: 1,
        udfPath: "messages:list",
        args: [{ channel: "door" }],
      },
    ],
  });
  await until(() => client.transitions().length > 0, "a Transition");
  return client;
}

function failureOf(client: RawClient, queryId: number): string | undefined {
  for (const t of client.transitions())
    for (const m of t.modifications)
      if (m.type === "QueryFailed" && m.queryId === queryId)
        return m.errorMessage;
  return undefined;
}

function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe("values over Convex's limits, refused at the door", () => {
  const cases: [string, unknown, RegExp][] = [
    [
      "nested 100 levels deep (a frame Convex would still parse)",
      nested(100),
      /Invalid arguments for messages\.js:echo: Value is too nested \(nested 65 levels deep > maximum nesting 64\)/,
    ],
    [
      "holding a field name starting with $",
      { $where: 1 },
      /Invalid arguments for messages\.js:echo: Field name \$where starts with '\$', which is reserved\./,
    ],
    [
      "holding a field name with a control character",
      { "a\u0007": 1 },
      /Invalid arguments for messages\.js:echo: Field name .* has invalid character/,
    ],
    [
      "holding an array over 8192 items",
      Array.from({ length: 8193 }, () => 0),
      /Invalid arguments for messages\.js:echo: Array length is too long \(8193 > maximum length 8192\)/,
    ],
    [
      "holding a malformed $integer",
      { $integer: "not base64!" },
      /Invalid arguments for messages\.js:echo: /,
    ],
  ];
  for (const [what, value, message] of cases) {
    it(`a query with arguments ${what} gets QueryFailed; the rest of its frame is served`, async () => {
      const executions = backend.stats.queryExecutions;
      const client = await addWithValue(value);
      expect(failureOf(client, 0)).toMatch(message);
      expect(rows(client, 1)).toEqual([]);
      // Only the valid query ran; the connection is still open.
      expect(backend.stats.queryExecutions - executions).toBe(1);
      expect(client.ws.readyState).toBe(client.ws.OPEN);
      client.ws.close();
    });
  }

  it("a mutation or action whose arguments break the limits fails alone, and nothing is written", async () => {
    const client = await rawClient(backend.url, session());
    client.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:send",
      args: [{ channel: "door", body: nested(100) }],
    });
    client.send({
      type: "Action",
      requestId: 1,
      udfPath: "messages:readCounter",
      args: [{ name: "door", $x: 1 }],
    });
    client.send({
      type: "Mutation",
      requestId: 2,
      udfPath: "messages:increment",
      args: [{ name: "door" }],
    });
    await until(
      () =>
        client.messages.filter(
          (m) => m.type === "MutationResponse" || m.type === "ActionResponse",
        ).length === 3,
      "three responses",
    );
    const response = (requestId: number) =>
      client.messages.find(
        (m) =>
          (m.type === "MutationResponse" || m.type === "ActionResponse") &&
          m.requestId === requestId,
      );
    expect(response(0)).toMatchObject({
      success: false,
      result: expect.stringMatching(
        /Invalid arguments for messages\.js:send: Value is too nested/,
      ) as unknown,
    });
    expect(response(1)).toMatchObject({
      success: false,
      result: expect.stringMatching(
        /Invalid arguments for messages\.js:readCounter: Field name \$x/,
      ) as unknown,
    });
    expect(response(2)).toMatchObject({ success: true, result: 1 });
    expect(
      await backend.runFunction("messages:list", { channel: "door" }),
    ).toEqual([]);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.ws.close();
  });

  it("the real ConvexClient gets the refusal as its query's error, and its other queries keep updating", async () => {
    const echo = makeFunctionReference<"query", { value: unknown }, unknown>(
      "messages:echo",
    );
    const client = newClient(backend.url);
    try {
      let error: Error | undefined;
      client.onUpdate(
        echo,
        { value: nested(100) },
        () => undefined,
        (e) => (error = e),
      );
      let rows: { body: string }[] = [];
      client.onUpdate(api.messages.list, { channel: "door-client" }, (r) => {
        rows = r;
      });
      await until(() => error, "the refused query's error");
      expect(error!.message).toMatch(
        /Invalid arguments for messages\.js:echo: Value is too nested/,
      );
      await backend.runFunction("messages:send", {
        channel: "door-client",
        body: "still live",
      });
      await until(
        () => rows.some((r) => r.body === "still live"),
        "the other query to update",
      );
    } finally {
      await client.close();
    }
  });
});
