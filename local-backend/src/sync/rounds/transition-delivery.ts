/**
 * Transition payloads and their delivery. A payload is serialized once per group of
 * connections in the same state; a frame is built once per payload and clock skew and
 * written to every socket that needs it in one synchronous pass.
 */
import { encodeTs } from "../protocol/messages";
import { textFrame } from "../protocol/text-frames";
import { type QueryInstance } from "../reactivity/query-registry";
import { type Session, type Version } from "../session/session";

/** A Transition without `clientClockSkew`/`serverTs`: `"type":…}`, the payload's tail. */
export interface Payload {
  bytes: Buffer;
}

/** A query id whose result a Transition carries. */
export interface Shown {
  queryId: number;
  instance: QueryInstance;
}

export interface Outgoing {
  session: Session;
  payload: Payload;
}

export function transitionPayload(
  start: Version,
  end: Version,
  removed: number[],
  updated: readonly Shown[],
): Payload {
  // Serialized by hand: a shared result is stringified once, not once per client.
  const modifications = removed.map(
    (queryId) => `{"type":"QueryRemoved","queryId":${queryId}}`,
  );
  for (const { queryId, instance } of updated)
    modifications.push(instance.modificationJson(queryId));
  const version = (v: Version) =>
    `{"querySet":${v.querySet},"identity":${v.identity},"ts":"${encodeTs(v.ts)}"}`;
  return {
    bytes: Buffer.from(
      `"type":"Transition","startVersion":${version(start)},"endVersion":${version(end)},"modifications":[${modifications.join(",")}]}`,
    ),
  };
}

/**
 * An update round's Transitions, each written as soon as its plan is finished and
 * everything it shows is durable, instead of all at the end of the round: a
 * connection whose mutation waits on its Transition, or whose update was cheap, does
 * not wait for the round's other turns. Connections in the same state (and with the
 * same clock skew) share one frame buffer. A socket that cannot be written is handed
 * to `failed` and the others are still served.
 */
export class RoundDelivery {
  private readonly serverTs = Date.now() * 1_000_000;
  private readonly frames = new Map<
    Payload,
    Map<number | undefined, Buffer[]>
  >();
  /** Built before `ts` was durable: written once it is (null once it is). */
  private waiting: Outgoing[] | null = null;
  /** The commits up to `ts` failed: nothing of this round may be shown. */
  private lost = false;

  constructor(
    private readonly ts: bigint,
    private readonly durability: DeliveryDurability,
    private readonly failed: (session: Session, error: unknown) => void,
    private readonly commitFailed: (session: Session) => void,
    private readonly counted: () => void,
  ) {}

  /** Writes `outgoing` now if the round's `ts` is durable, else once it is. */
  add(outgoing: Outgoing): void {
    if (this.lost) {
      this.commitFailed(outgoing.session);
      return;
    }
    if (this.ts <= this.durability.durableTs) {
      this.write(outgoing);
      return;
    }
    if (this.waiting) {
      this.waiting.push(outgoing);
      return;
    }
    this.waiting = [outgoing];
    this.durability.durable(this.ts).then(
      () => this.flush((o) => this.write(o)),
      () => {
        this.lost = true;
        this.flush((o) => this.commitFailed(o.session));
      },
    );
  }

  /** The round failed: what it built and has not written yet is handed to `failed`. */
  abandon(error: unknown): void {
    this.flush((o) => this.failed(o.session, error));
  }

  private flush(each: (outgoing: Outgoing) => void): void {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    for (const outgoing of waiting) each(outgoing);
  }

  private write({ session, payload }: Outgoing): void {
    if (session.closed) {
      session.transitionWritten();
      return;
    }
    try {
      let bySkew = this.frames.get(payload);
      if (!bySkew)
        this.frames.set(
          payload,
          (bySkew = new Map<number | undefined, Buffer[]>()),
        );
      const skew = session.clientClockSkew;
      let frame = bySkew.get(skew);
      if (!frame) {
        // `clientClockSkew` and `serverTs` differ by client and round: they open the
        // payload, the shared part (type, versions, modifications) closes it.
        const head =
          skew === undefined
            ? "{"
            : `{"clientClockSkew":${skew},"serverTs":${this.serverTs},`;
        frame = textFrame(Buffer.from(head), payload.bytes);
        bySkew.set(skew, frame);
      }
      session.writeFrame(frame, session.transitionWritten);
      this.counted();
    } catch (e) {
      this.failed(session, e);
    }
  }
}

/** When the round's snapshot is durable (the committer's). */
export interface DeliveryDurability {
  readonly durableTs: bigint;
  durable(ts: bigint): Promise<void>;
}
