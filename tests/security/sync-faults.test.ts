/**
 * Beyond the door: whatever goes wrong inside an update round stays with the
 * subscription or connection it belongs to. Faults are injected where no client
 * input reaches (the door refuses such input; see
 * sync-confinement.test.ts): computing a query's key, registering its execution,
 * writing a connection's Transition, reporting a mutation's failure. Each time, the other connections (and the other
 * queries of the same connection) keep receiving their Transitions.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { type JSONValue } from "convex/values";
import { QueryRegistry } from "../../local-backend/src/sync/reactivity/query-registry";
import { Session } from "../../local-backend/src/sync/session/session";
import {
  type RawClient,
  rawClient,
  startTestBackend,
  type TestBackend,
  type Transition,
  until,
  framesArrived,
} from "../sync/helpers";

/** Queries whose arguments hold this marker cannot have their key computed. */
const KEY_FAULT = "fault-in-key";
/** Executions of queries whose arguments hold this marker cannot be registered. */
const RUN_FAULT = "fault-in-run";

vi.mock(
  "../../local-backend/src/sync/reactivity/query-keys",
  async (importOriginal: () => Promise<Record<string, unknown>>) => {
    const original = await importOriginal();
    const instanceKey = original.instanceKey as (
      udfPath: string,
      args: JSONValue[],
      ...rest: unknown[]
    ) => string;
    return {
      ...original,
      instanceKey: (udfPath: string, args: JSONValue[], ...rest: unknown[]) => {
        if (JSON.stringify(args).includes(KEY_FAULT))
          throw new Error("injected fault while computing a query's key");
        return instanceKey(udfPath, args, ...rest);
      },
    };
  },
);

/** A prototype's own method, to call through from a spy (with the spy's `this`). */
function original<T extends object, K extends keyof T>(
  proto: T,
  name: K,
): T[K] {
  return Object.getOwnPropertyDescriptor(proto, name)!.value as T[K];
}

vi.mock(
  "../../local-backend/src/isolate/functions",
  async (importOriginal: () => Promise<Record<string, unknown>>) => {
    const original = await importOriginal();
    const functionFailure = original.functionFailure as (
      e: unknown,
      path: string,
    ) => unknown;
    return {
      ...original,
      // The failure of `messages:fail` cannot be reported.
      functionFailure: (e: unknown, path: string) => {
        if (path === "messages:fail")
          throw new Error("injected fault while reporting a failure");
        return functionFailure(e, path);
      },
    };
  },
);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

afterEach(() => {
  vi.restoreAllMocks();
});

let nextSession = 0;
const session = () =>
  `32000000-0000-4000-8000-${String(nextSession++).padStart(12, "0")}`;

function list(queryId: number, channel: string) {
  return {
    type: "Add",
    queryId,
    udfPath: "messages:list",
    args: [{ channel }],
  };
}

function modify(baseVersion: number, modifications: unknown[]) {
  return {
    type: "ModifyQuerySet",
    baseVersion,
    newVersion: baseVersion + 1,
    modifications,
  };
}

/** The latest modification the client got for `queryId`. */
function latest(client: RawClient, queryId: number) {
  let found: Transition["modifications"][number] | undefined;
  for (const t of client.transitions())
    for (const m of t.modifications) if (m.queryId === queryId) found = m;
  return found;
}

function shows(client: RawClient, queryId: number, body: string): boolean {
  const m = latest(client, queryId);
  return (
    m?.type === "QueryUpdated" &&
    (m.value as { body: string }[]).some((r) => r.body === body)
  );
}

function chained(client: RawClient): void {
  const all = client.transitions();
  for (let i = 1; i < all.length; i++)
    expect(all[i]!.startVersion).toEqual(all[i - 1]!.endVersion);
}

async function connected(): Promise<RawClient> {
  const before = backend.stats.framesReceived;
  const client = await rawClient(backend.url, session());
  await framesArrived(backend, before, 1);
  return client;
}

/**
 * Sends each client's frame in order and lets them reach the server before any update
 * round runs, so all of them are planned in the same round, in this order.
 */
async function sameRound(
  frames: [RawClient, Record<string, unknown>][],
): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void backend.backend.committer.serialized(() => held);
  backend.backend.sync.holdRounds(held);
  for (const [client, frame] of frames) {
    const seen = backend.stats.framesReceived;
    client.send(frame);
    await framesArrived(backend, seen, 1);
  }
  release();
}

/** A watcher showing `channel` (query 0), answered. */
async function watcher(channel: string): Promise<RawClient> {
  const client = await connected();
  client.send(modify(0, [list(0, channel)]));
  await until(() => latest(client, 0), "the watcher's first result");
  return client;
}

async function write(channel: string, body: string): Promise<void> {
  await backend.runFunction("messages:send", { channel, body });
}

describe("a failure inside an update round", () => {
  it("computing one query's key: that query fails, its neighbours and other connections are served", async () => {
    const watching = await watcher("key-fault");
    const faulty = await connected();
    await sameRound([
      [watching, modify(1, [list(1, "key-fault-2")])],
      [faulty, modify(0, [list(0, KEY_FAULT), list(1, "key-fault")])],
    ]);
    await until(() => latest(faulty, 1), "the faulty connection's good query");
    expect(latest(faulty, 0)).toMatchObject({
      type: "QueryFailed",
      errorMessage: expect.stringMatching(/Server Error/) as unknown,
    });
    await write("key-fault", "after the fault");
    await until(
      () =>
        shows(watching, 0, "after the fault") &&
        shows(faulty, 1, "after the fault"),
      "both connections to see the write",
    );
    expect(latest(watching, 1)).toMatchObject({ type: "QueryUpdated" });
    chained(watching);
    chained(faulty);
    expect(faulty.ws.readyState).toBe(faulty.ws.OPEN);
  });

  it("registering one query's execution: that query fails, its neighbours and other connections are served", async () => {
    const add = original(QueryRegistry.prototype, "add");
    vi.spyOn(QueryRegistry.prototype, "add").mockImplementation(function (
      this: QueryRegistry,
      instance,
    ) {
      if (instance.key.includes(RUN_FAULT))
        throw new Error("injected fault while registering an execution");
      add.call(this, instance);
    });
    const watching = await watcher("run-fault-watched");
    const faulty = await connected();
    await sameRound([
      [watching, modify(1, [list(1, "run-fault-watched-2")])],
      [faulty, modify(0, [list(0, RUN_FAULT), list(1, "run-ok")])],
    ]);
    await until(() => latest(faulty, 1), "the faulty connection's good query");
    expect(latest(faulty, 0)).toMatchObject({ type: "QueryFailed" });
    expect(latest(faulty, 1)).toMatchObject({ type: "QueryUpdated" });
    await write("run-fault-watched", "after the fault");
    await until(
      () => shows(watching, 0, "after the fault"),
      "the watcher to see the write",
    );
    chained(watching);
    chained(faulty);
    expect(faulty.ws.readyState).toBe(faulty.ws.OPEN);
  });

  it("writing one connection's Transition: that connection is closed, the others still get theirs", async () => {
    const broken = await watcher("write-fault-broken");
    const watching = await watcher("write-fault");
    const writeFrame = original(Session.prototype, "writeFrame");
    let faults = 0;
    vi.spyOn(Session.prototype, "writeFrame").mockImplementation(function (
      this: Session,
      chunks,
      done,
    ) {
      // Transitions are the frames written with a completion callback.
      if (done && this.subs.has(7)) {
        faults++;
        throw new Error("injected fault while writing a Transition");
      }
      writeFrame.call(this, chunks, done);
    });
    // The broken connection is planned first, so its Transition is written first.
    await sameRound([
      [broken, modify(1, [list(7, "write-fault-broken-2")])],
      [watching, modify(1, [list(1, "write-fault-2")])],
    ]);
    const closed = await broken.closed;
    expect(faults).toBe(1);
    expect(closed.code).toBe(1011);
    expect(closed.reason).toMatch(/^InternalServerError/);
    await until(() => latest(watching, 1), "the watcher's new query");
    await write("write-fault", "after the fault");
    await until(
      () => shows(watching, 0, "after the fault"),
      "the watcher to see the write",
    );
    chained(watching);
  });

  it("reporting one mutation's failure: that connection is closed, nothing goes unhandled, the others are served", async () => {
    const faulty = await connected();
    const other = await connected();
    faulty.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:fail",
      args: [{}],
    });
    const closed = await faulty.closed;
    expect(closed.code).toBe(1011);
    expect(closed.reason).toMatch(/^InternalServerError/);
    other.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:send",
      args: [{ channel: "after-report-fault", body: "still served" }],
    });
    await until(
      () =>
        other.messages.some((m) => m.type === "MutationResponse" && m.success),
      "the other connection's mutation",
    );
  });
});
