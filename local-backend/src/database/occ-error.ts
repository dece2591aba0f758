/**
 * A mutation that kept conflicting: what Convex reports once its retries run out
 * (`OptimisticConcurrencyControlFailure`), naming the table and, when known, the
 * document and the function that changed it.
 */
import { type Conflict } from "./write-log";

export class OccError extends Error {
  readonly code = "OptimisticConcurrencyControlFailure";

  private constructor(message: string) {
    super(message);
    this.name = "OccError";
  }

  static of(
    conflict: Conflict,
    source: string,
    tableName: (tableNumber: number) => string | undefined,
  ): OccError {
    const table = tableName(conflict.write.tableNumber);
    const where = table === undefined ? "some table" : `the "${table}" table`;
    const who =
      conflict.commit.source === source
        ? "Another call to this mutation"
        : `A call to "${conflict.commit.source}"`;
    return new OccError(
      `Documents read from or written to ${where} changed while this mutation was being run and on every subsequent retry. ${who} changed the document with ID "${conflict.write.id}".`,
    );
  }

  /** The same sync request committed meanwhile (a reconnect re-sent it): replay it. */
  static replayed(): OccError {
    return new OccError(
      "This mutation's request was committed by another connection while it ran.",
    );
  }
}
