/**
 * Transition payloads and their delivery. A payload is serialized once per group of
 * connections in the same state; a frame is built once per payload and clock skew and
 * written to every socket that needs it in one synchronous pass.
 */
import { encodeTs } from "./protocol";
import { textFrame } from "./frames";
import { type QueryInstance } from "./queries";
import { type Session, type Version } from "./session";

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
 * Writes each Transition to its socket. Connections in the same state (and with the
 * same clock skew) share one frame buffer. A socket that cannot be written is handed
 * to `failed` and the others are still served. Returns how many were written.
 */
export function writeTransitions(
  out: Outgoing[],
  failed: (session: Session, error: unknown) => void,
): number {
  const serverTs = Date.now() * 1_000_000;
  const frames = new Map<Payload, Map<number | undefined, Buffer[]>>();
  let written = 0;
  for (const { session, payload } of out) {
    if (session.closed) {
      session.transitionWritten();
      continue;
    }
    try {
      let bySkew = frames.get(payload);
      if (!bySkew)
        frames.set(payload, (bySkew = new Map<number | undefined, Buffer[]>()));
      const skew = session.clientClockSkew;
      let frame = bySkew.get(skew);
      if (!frame) {
        // `clientClockSkew` and `serverTs` differ by client and round: they open the
        // payload, the shared part (type, versions, modifications) closes it.
        const head =
          skew === undefined
            ? "{"
            : `{"clientClockSkew":${skew},"serverTs":${serverTs},`;
        frame = textFrame(Buffer.from(head), payload.bytes);
        bySkew.set(skew, frame);
      }
      session.writeFrame(frame, session.transitionWritten);
      written++;
    } catch (e) {
      failed(session, e);
    }
  }
  return written;
}
