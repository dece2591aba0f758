/**
 * The per-connection state machine on its own (no backend, no socket traffic): its
 * phases, the Transition lifecycle, version bookkeeping, the query set, identity
 * changes and request ordering, and that every illegal call throws.
 */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { failedInstance } from "../rounds/execute-query";
import {
  type AddQuery,
  type MessageOf,
  ProtocolError,
} from "../protocol/messages";
import { QueryInstance } from "../reactivity/query-registry";
import { instanceKey, sharedKeyOf } from "../reactivity/query-keys";
import { Session } from "./session";
import { type SessionWebSocket } from "./session-socket";
import { type AdmitQuery, SessionStateError } from "./query-set";

const NOTHING_READ = {
  intervals: [],
  points: new Set<string>(),
  searchTables: new Set<number>(),
  missingTables: new Set<string>(),
};

function result(key: string, value: string): QueryInstance {
  return new QueryInstance(
    key,
    1n,
    NOTHING_READ,
    { success: true, value, logLines: [], journal: null },
    () => undefined,
  );
}

/** A session over a socket that is never opened, with what it released and asked for. */
function makeSession() {
  const released: QueryInstance[] = [];
  let rounds = 0;
  const ws: SessionWebSocket = {
    readyState: WebSocket.CLOSED,
    ping: () => {},
    close: () => {},
    terminate: () => {},
  };
  const session = new Session({
    ws,
    socket: new PassThrough(),
    id: 1,
    rate: { perSecond: 10, burst: 2 },
    registry: { release: (instance) => void released.push(instance) },
    needsRound: () => void rounds++,
    upgradeHeaders: {},
  });
  return { session, released, rounds: () => rounds };
}

function connected() {
  const made = makeSession();
  made.session.connect({ sessionId: "s1" });
  return made;
}

const add = (queryId: number, udfPath = "messages:list"): AddQuery => ({
  type: "Add",
  queryId,
  udfPath,
  args: [{}],
});

function modify(
  baseVersion: number,
  modifications: MessageOf<"ModifyQuerySet">["modifications"],
  newVersion = baseVersion + 1,
): MessageOf<"ModifyQuerySet"> {
  return { type: "ModifyQuerySet", baseVersion, newVersion, modifications };
}

const runAll: AdmitQuery = () => null;

const user = (subject: string) => ({
  subject,
  issuer: "https://issuer",
  tokenIdentifier: `https://issuer|${subject}`,
});

describe("phases", () => {
  it("awaits Connect, then is connected; a repeated Connect replaces the session id", () => {
    const { session } = makeSession();
    expect(session.phase).toBe("awaitingConnect");
    expect(() => session.connectedSessionId("ModifyQuerySet")).toThrow(
      new ProtocolError("ModifyQuerySet before Connect"),
    );
    session.connect({ sessionId: "a", clientTs: 1_000 }, 400);
    expect(session.phase).toBe("connected");
    expect(session.connectedSessionId("Mutation")).toBe("a");
    expect(session.clientClockSkew).toBe(600);
    session.connect({ sessionId: "b" });
    expect(session.connectedSessionId("Mutation")).toBe("b");
    expect(session.clientClockSkew).toBe(600);
  });

  it("refuses requests before Connect", () => {
    const { session } = makeSession();
    const run = () => Promise.resolve();
    expect(() => session.enqueueMutation(0, run, () => {})).toThrow(
      ProtocolError,
    );
    expect(() => session.startAction(run, () => {})).toThrow(ProtocolError);
    expect(session.pendingMutations).toBe(0);
  });

  it("closes once, releasing what it shows; every later change is illegal", () => {
    const { session, released } = connected();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    const shown = result("k", "v");
    session.beginTransition();
    session.showResult(session.subs.get(0)!, shown);
    expect(session.markClosed()).toBe(true);
    expect(session.markClosed()).toBe(false);
    expect(session.phase).toBe("closed");
    expect(session.closed).toBe(true);
    expect(session.idle).toBe(false);
    expect(released).toEqual([shown]);
    expect(session.subs.size).toBe(0);
    expect(session.markDirty(true)).toBe(false);
    for (const call of [
      () => session.connect({ sessionId: "s1" }),
      () => session.applyModifyQuerySet(modify(1, []), runAll),
      () => session.setIdentity(0, null, null, false),
      () => session.beginTransition(),
      () =>
        session.finishTransition({ querySet: 1, identityVersion: 0 }, 1n, true),
      () =>
        session.enqueueMutation(
          0,
          () => Promise.resolve(),
          () => {},
        ),
      () =>
        session.handleInOrder(
          () => undefined,
          () => {},
        ),
    ])
      expect(call).toThrow(SessionStateError);
    // A write completing after the close is not an error; nothing more is written.
    expect(() => session.transitionWritten()).not.toThrow();
    let done = false;
    session.writeFrame([Buffer.from("late")], () => (done = true));
    expect(done).toBe(true);
  });
});

describe("Transitions", () => {
  it("go idle -> computing -> writing -> idle, one at a time", () => {
    const { session } = connected();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    expect(session.idle).toBe(true);
    const target = session.beginTransition();
    expect(target).toMatchObject({
      querySet: 1,
      identityVersion: 0,
      removed: [],
    });
    expect(session.transitionPhase).toBe("computing");
    expect(session.idle).toBe(false);
    expect(() => session.beginTransition()).toThrow(SessionStateError);
    expect(() => session.transitionWritten()).toThrow(SessionStateError);
    const versions = session.finishTransition(target, 5n, false);
    expect(versions?.start).toEqual({
      querySet: 0,
      identity: 0,
      ts: 0n,
      key: "0 0 0",
    });
    expect(versions?.end).toEqual({
      querySet: 1,
      identity: 0,
      ts: 5n,
      key: "1 0 5",
    });
    expect(session.sent).toBe(versions?.end);
    expect(session.transitionPhase).toBe("writing");
    expect(() => session.beginTransition()).toThrow(SessionStateError);
    expect(() => session.finishTransition(target, 5n, false)).toThrow(
      SessionStateError,
    );
    session.transitionWritten();
    expect(session.transitionPhase).toBe("idle");
    expect(() => session.transitionWritten()).toThrow(SessionStateError);
  });

  it("each starts where the last ended, and ts never goes back", () => {
    const { session } = connected();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    const first = session.finishTransition(
      session.beginTransition(),
      9n,
      true,
    )!;
    session.transitionWritten();
    session.markDirty(true);
    const second = session.finishTransition(
      session.beginTransition(),
      4n,
      false,
    )!;
    expect(second.start).toBe(first.end);
    expect(second.end).toMatchObject({ querySet: 1, identity: 0, ts: 9n });
  });

  it("with nothing to say and not forced, none is sent and the session is idle at once", () => {
    const { session, rounds } = connected();
    expect(
      session.finishTransition(session.beginTransition(), 3n, false),
    ).toBeNull();
    expect(session.transitionPhase).toBe("idle");
    expect(session.sent.key).toBe("0 0 0");
    expect(rounds()).toBe(0);
    // Forced (after a mutation): sent even without changes.
    session.markDirty(true);
    expect(
      session.finishTransition(session.beginTransition(), 3n, false)?.end.key,
    ).toBe("0 0 3");
    session.transitionWritten();
    // The force was used up.
    expect(
      session.finishTransition(session.beginTransition(), 4n, false),
    ).toBeNull();
  });

  it("a mutation committed after a Transition's snapshot is owed the next one", () => {
    const { session, rounds } = connected();
    const target = session.beginTransition();
    // The mutation's response went out while this Transition (at ts 5) was computed.
    session.markDirty(true, 7n);
    expect(session.finishTransition(target, 5n, false)?.end.key).toBe("0 0 5");
    session.transitionWritten();
    expect(rounds()).toBe(1);
    // Still owed: sent even without changes, once at or past the commit.
    expect(
      session.finishTransition(session.beginTransition(), 7n, false)?.end.key,
    ).toBe("0 0 7");
    session.transitionWritten();
    expect(
      session.finishTransition(session.beginTransition(), 8n, false),
    ).toBeNull();
  });

  it("changes that arrive while one is computed ask for another round when it is written", () => {
    const { session, rounds } = connected();
    const target = session.beginTransition();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    const versions = session.finishTransition(target, 1n, true);
    // It describes the query set as planned; the newer one waits for the next.
    expect(versions?.end.querySet).toBe(0);
    expect(rounds()).toBe(0);
    session.transitionWritten();
    expect(rounds()).toBe(1);
    expect(session.beginTransition().querySet).toBe(1);
  });

  it("an abandoned one gives back its removals, before newer ones, and asks for a round", () => {
    const { session, rounds } = connected();
    session.applyModifyQuerySet(modify(0, [add(0), add(1), add(2)]), runAll);
    session.applyModifyQuerySet(
      modify(1, [{ type: "Remove", queryId: 0 }]),
      runAll,
    );
    const target = session.beginTransition();
    expect(target.removed).toEqual([0]);
    session.applyModifyQuerySet(
      modify(2, [{ type: "Remove", queryId: 1 }]),
      runAll,
    );
    session.abandonTransition(target);
    expect(rounds()).toBe(1);
    expect(session.transitionPhase).toBe("idle");
    expect(() => session.abandonTransition(target)).toThrow(SessionStateError);
    expect(session.beginTransition().removed).toEqual([0, 1]);
  });

  it("refuses versions that go back or ahead of the session's", () => {
    const { session } = connected();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    session.finishTransition(session.beginTransition(), 1n, true);
    session.transitionWritten();
    session.beginTransition();
    expect(() =>
      session.finishTransition({ querySet: 0, identityVersion: 0 }, 2n, true),
    ).toThrow(SessionStateError);
    expect(() =>
      session.finishTransition({ querySet: 2, identityVersion: 0 }, 2n, true),
    ).toThrow(SessionStateError);
  });
});

describe("subscriptions", () => {
  it("shows results: new hashes are to be sent, the previous execution is released", () => {
    const { session, released } = connected();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    const sub = session.subs.get(0)!;
    const first = result("k", "one");
    expect(() => session.showResult(sub, first)).toThrow(SessionStateError);
    session.beginTransition();
    expect(session.showResult(sub, first)).toBe(true);
    expect(sub.instance).toBe(first);
    const same = result("k", "one");
    expect(session.showResult(sub, same)).toBe(false);
    expect(released).toEqual([first]);
    expect(session.showResult(sub, result("k", "two"))).toBe(true);
  });

  it("asks for an update round when a result it holds is invalidated", () => {
    const { session, rounds } = connected();
    session.resultInvalidated();
    session.resultInvalidated();
    expect(rounds()).toBe(2);
  });

  it("refuses to change a subscription that was removed", () => {
    const { session, released } = connected();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    const sub = session.subs.get(0)!;
    const shown = result("k", "v");
    session.beginTransition();
    session.showResult(sub, shown);
    session.applyModifyQuerySet(
      modify(1, [{ type: "Remove", queryId: 0 }]),
      runAll,
    );
    expect(released).toEqual([shown]);
    expect(session.isCurrent(sub)).toBe(false);
    expect(() => session.showResult(sub, result("k", "w"))).toThrow(
      SessionStateError,
    );
    expect(() => session.queryKey(sub)).toThrow(SessionStateError);
    expect(() => session.refuse(sub, failedInstance("x", 0n))).toThrow(
      SessionStateError,
    );
  });

  it("keys a query by its inputs and the session's identity", () => {
    const { session } = connected();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    const sub = session.subs.get(0)!;
    const anonymous = session.queryKey(sub);
    expect(anonymous).toBe(
      instanceKey("messages:list", [{}], "anonymous", null),
    );
    expect(session.queryKey(sub)).toBe(anonymous);
    session.setIdentity(0, user("u1"), null, false);
    const asUser = session.queryKey(sub);
    expect(asUser).not.toBe(anonymous);
    // The admin key reaches internal queries: its executions are never shared with
    // a client's, whether it acts as nobody or as the same user.
    session.setIdentity(1, null, null, true);
    expect(session.admin).toBe(true);
    expect(session.queryKey(sub)).not.toBe(anonymous);
    session.setIdentity(2, user("u1"), null, true);
    expect(session.queryKey(sub)).not.toBe(asUser);
    // A result that read no identity is shared by clients, and by admins apart.
    expect(sharedKeyOf(session.queryKey(sub))).not.toBe(sharedKeyOf(asUser));
    expect(sharedKeyOf(anonymous)).toBe(sharedKeyOf(asUser));
    expect(session.beginTransition()).toMatchObject({ admin: true });
  });
});

describe("identity", () => {
  it("moves from its base version: every query runs again as the new identity", () => {
    const { session, released } = connected();
    session.applyModifyQuerySet(modify(0, [add(0)]), runAll);
    const shown = result("k", "v");
    const shownIn = session.beginTransition();
    session.showResult(session.subs.get(0)!, shown);
    session.finishTransition(shownIn, 1n, true);
    session.transitionWritten();
    expect(() => session.checkIdentityBase(1)).toThrow(
      new ProtocolError(
        "BaseVersionMismatch: identity base version 1, expected 0",
      ),
    );
    session.checkIdentityBase(0);
    session.setIdentity(0, user("u1"), 100, false);
    expect(session.identityVersion).toBe(1);
    expect(session.identity?.subject).toBe("u1");
    expect(session.subs.get(0)?.instance).toBeNull();
    expect(released).toEqual([shown]);
    // Not from the current version: a bug in the caller.
    expect(() => session.setIdentity(0, null, null, false)).toThrow(
      SessionStateError,
    );
    const target = session.beginTransition();
    expect(target.identityVersion).toBe(1);
    expect(session.finishTransition(target, 2n, false)?.end).toMatchObject({
      querySet: 1,
      identity: 1,
    });
  });

  it("expires with its token", () => {
    const { session } = connected();
    expect(session.tokenExpired()).toBe(false);
    session.setIdentity(0, user("u"), 100, false);
    expect(session.tokenExpired(99_999)).toBe(false);
    expect(session.tokenExpired(100_000)).toBe(true);
    session.setIdentity(1, null, null, false);
    expect(session.tokenExpired(100_000)).toBe(false);
  });
});
