/**
 * A round's Transitions go out one by one as their plans finish: at once when the
 * round's snapshot is durable, else together once it is; never when its commit
 * failed. Connections in the same state share one frame.
 */
import { describe, expect, it } from "vitest";
import { type Session } from "../session/session";
import {
  type DeliveryDurability,
  type Outgoing,
  RoundDelivery,
  transitionPayload,
} from "./transition-delivery";
import { version } from "../session/versions";

/** A connection that records the frames written to it. */
function connection(clientClockSkew?: number) {
  const frames: Buffer[][] = [];
  let written = 0;
  const session = {
    closed: false,
    clientClockSkew,
    writeFrame: (frame: Buffer[], done: () => void) => {
      frames.push(frame);
      done();
    },
    transitionWritten: () => void written++,
  } as unknown as Session;
  return { session, frames, written: () => written };
}

/** The committer's durability, settled by hand. */
function durability(durableTs: bigint) {
  let settle: { resolve: () => void; reject: (e: unknown) => void } | null =
    null;
  const d: DeliveryDurability & {
    settle: (ok: boolean) => Promise<void>;
  } = {
    durableTs,
    durable: () =>
      new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
    settle: async (ok) => {
      if (ok) settle!.resolve();
      else settle!.reject(new Error("disk full"));
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  return d;
}

const payload = transitionPayload(version(0, 0, 0n), version(1, 0, 5n), [], []);

function delivery(ts: bigint, d: DeliveryDurability) {
  const failed: Session[] = [];
  const commitFailed: Session[] = [];
  let counted = 0;
  const round = new RoundDelivery(
    ts,
    d,
    (session) => failed.push(session),
    (session) => commitFailed.push(session),
    () => counted++,
  );
  return { round, failed, commitFailed, counted: () => counted };
}

/** A frame's text, after its WebSocket header. */
function text(frame: Buffer[]): string {
  const all = Buffer.concat(frame).toString();
  return all.slice(all.indexOf("{"));
}

describe("a round's delivery", () => {
  it("writes a Transition at once when the round's snapshot is durable", () => {
    const { round, counted } = delivery(5n, durability(5n));
    const a = connection();
    round.add({ session: a.session, payload });
    expect(a.frames).toHaveLength(1);
    expect(a.written()).toBe(1);
    expect(counted()).toBe(1);
  });

  it("holds Transitions until the snapshot is durable, then writes them all", async () => {
    const d = durability(4n);
    const { round, counted } = delivery(5n, d);
    const a = connection();
    const b = connection();
    round.add({ session: a.session, payload });
    round.add({ session: b.session, payload });
    expect(a.frames).toHaveLength(0);
    expect(b.frames).toHaveLength(0);
    await d.settle(true);
    expect(a.frames).toHaveLength(1);
    expect(b.frames).toHaveLength(1);
    expect(counted()).toBe(2);
  });

  it("never writes what a failed commit would have shown", async () => {
    const d = durability(4n);
    const { round, commitFailed, counted } = delivery(5n, d);
    const a = connection();
    round.add({ session: a.session, payload });
    await d.settle(false);
    expect(a.frames).toHaveLength(0);
    expect(commitFailed).toEqual([a.session]);
    // Nor what the round builds after it learned of the failure.
    const b = connection();
    round.add({ session: b.session, payload });
    expect(b.frames).toHaveLength(0);
    expect(commitFailed).toEqual([a.session, b.session]);
    expect(counted()).toBe(0);
  });

  it("hands what it has not written yet to `failed` when the round fails", () => {
    const { round, failed } = delivery(5n, durability(4n));
    const a = connection();
    round.add({ session: a.session, payload });
    round.abandon(new Error("bug"));
    expect(failed).toEqual([a.session]);
    expect(a.frames).toHaveLength(0);
  });

  it("shares one frame between connections with the same payload and clock skew", () => {
    const { round } = delivery(5n, durability(5n));
    const a = connection(3);
    const b = connection(3);
    const c = connection();
    for (const { session } of [a, b, c])
      round.add({ session, payload } satisfies Outgoing);
    expect(a.frames[0]).toBe(b.frames[0]);
    expect(text(a.frames[0]!)).toMatch(
      /^\{"clientClockSkew":3,"serverTs":\d+,/,
    );
    expect(text(c.frames[0]!)).toMatch(/^\{"type":"Transition",/);
    expect(JSON.parse(text(c.frames[0]!))).toMatchObject({
      type: "Transition",
      endVersion: { querySet: 1, identity: 0 },
    });
  });

  it("only marks a closed connection's Transition as written", () => {
    const { round, counted } = delivery(5n, durability(5n));
    const a = connection();
    (a.session as { closed: boolean }).closed = true;
    round.add({ session: a.session, payload });
    expect(a.frames).toHaveLength(0);
    expect(a.written()).toBe(1);
    expect(counted()).toBe(0);
  });
});
