/**
 * Exactly-once mutations over the sync protocol: a mutation sent again after a
 * reconnect (same session and request id) is answered with the result recorded
 * when it first committed, and a first run that wrote records its result in its
 * own commit (`Transaction.sessionRecord`).
 */
import {
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import { type Committer } from "../database/committer";
import { type Transaction } from "../database/transaction";
import { type CallOptions } from "./call";

type Dedup = NonNullable<CallOptions["dedup"]>;

/** The recorded result of this request, if it ran before: its value and commit. */
export function priorResult(
  committer: Pick<Committer, "sessionResult">,
  dedup: Dedup | undefined,
): { value: Value; ts: bigint } | null {
  if (!dedup) return null;
  const prior = committer.sessionResult(dedup.sessionId, dedup.requestId);
  if (!prior) return null;
  return {
    value: jsonToConvex(JSON.parse(prior.result) as JSONValue),
    ts: BigInt(prior.ts),
  };
}

/** Records the result in the mutation's own commit (a mutation that wrote nothing needs none). */
export function recordResult(
  tx: Transaction,
  dedup: Dedup | undefined,
  value: Value,
): void {
  if (!dedup || tx.writes.length === 0) return;
  tx.sessionRecord = {
    sessionId: dedup.sessionId,
    requestId: dedup.requestId,
    result: JSON.stringify(convexToJson(value)),
  };
}
