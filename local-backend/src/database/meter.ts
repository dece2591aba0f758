/**
 * What a transaction used and Convex's per-transaction limits on it: the counters every
 * read and write goes through, and the errors a function sees when it goes over.
 */
import { LIMITS } from "../values/validate";

/**
 * What a transaction used, as Convex counts it against its limits: documents and
 * bytes read (scanned, filtered-out rows included), index ranges (each `db.query`
 * and each `db.get`: Convex's "index ranges read"), documents and bytes written.
 */
export interface TransactionUsage {
  documentsRead: number;
  bytesRead: number;
  /** `db.query` calls (streams, pages, searches). */
  databaseQueries: number;
  /** `db.get` calls. */
  gets: number;
  documentsWritten: number;
  bytesWritten: number;
}

/**
 * A transaction's ceilings, absolute, as Convex's `TransactionLimits`; also the shape
 * of a nested call's `transactionLimits` budget (what the call may use on top).
 */
export interface TransactionLimits {
  bytesRead: number;
  documentsRead: number;
  databaseQueries: number;
  documentsWritten: number;
  bytesWritten: number;
  functionsScheduled: number;
  scheduledFunctionArgsBytes: number;
}

export const DEFAULT_LIMITS: TransactionLimits = {
  bytesRead: LIMITS.maxBytesRead,
  documentsRead: LIMITS.maxDocsRead,
  databaseQueries: LIMITS.maxQueries,
  documentsWritten: LIMITS.maxDocsWritten,
  bytesWritten: LIMITS.maxBytesWritten,
  functionsScheduled: LIMITS.maxScheduled,
  scheduledFunctionArgsBytes: LIMITS.maxArgsBytes,
};

/** A transaction's counters; the read and write sides count through it. */
export class UsageMeter {
  limits: TransactionLimits = DEFAULT_LIMITS;
  docsRead = 0;
  bytesRead = 0;
  queries = 0;
  /** `db.get` calls; not limited here (Convex counts them as index ranges). */
  gets = 0;
  docsWritten = 0;
  bytesWritten = 0;
  scheduled = 0;

  usage(): TransactionUsage {
    return {
      documentsRead: this.docsRead,
      bytesRead: this.bytesRead,
      databaseQueries: this.queries,
      gets: this.gets,
      documentsWritten: this.docsWritten,
      bytesWritten: this.bytesWritten,
    };
  }

  /**
   * Runs `fn` (a nested `runQuery`/`runMutation`) under `budget`: each given limit
   * becomes `used + budget`, never above the current ceiling, and the caller's
   * ceilings come back afterwards (Convex's `set_transaction_limits` on the
   * subtransaction, restored when it commits or rolls back). Missing fields fall back
   * to the global limits, as Convex's `TransactionLimits` deserializes them.
   */
  async withBudget<T>(
    budget: Partial<TransactionLimits> | undefined,
    fn: () => Promise<T>,
  ): Promise<T> {
    if (!budget) return fn();
    const saved = this.limits;
    const used: TransactionLimits = {
      bytesRead: this.bytesRead,
      documentsRead: this.docsRead,
      databaseQueries: this.queries,
      documentsWritten: this.docsWritten,
      bytesWritten: this.bytesWritten,
      functionsScheduled: this.scheduled,
      scheduledFunctionArgsBytes: 0,
    };
    const next = { ...saved };
    for (const key of Object.keys(saved) as (keyof TransactionLimits)[])
      next[key] = Math.min(
        used[key] + (budget[key] ?? DEFAULT_LIMITS[key]),
        saved[key],
      );
    this.limits = next;
    try {
      return await fn();
    } finally {
      this.limits = saved;
    }
  }

  /** Counts one `db.query` (a stream, a page or a search). */
  protected noteQuery(): void {
    if (++this.queries > this.limits.databaseQueries) {
      throw new Error(
        `Too many database queries in a single function execution (limit: ${this.limits.databaseQueries}).`,
      );
    }
  }

  protected noteRead(size: number): void {
    this.docsRead++;
    this.bytesRead += size;
    if (this.docsRead > this.limits.documentsRead) {
      throw new Error(
        `Too many documents read in a single function execution (limit: ${this.limits.documentsRead}).`,
      );
    }
    if (this.bytesRead > this.limits.bytesRead) {
      throw new Error(
        `Too many bytes read in a single function execution (limit: ${this.limits.bytesRead} bytes).`,
      );
    }
  }

  protected noteWrite(size: number): void {
    this.docsWritten++;
    this.bytesWritten += size;
    if (this.docsWritten > this.limits.documentsWritten) {
      throw new Error(
        `Too many documents written in a single function execution (limit: ${this.limits.documentsWritten}).`,
      );
    }
    if (this.bytesWritten > this.limits.bytesWritten) {
      throw new Error(
        `Too many bytes written in a single function execution (limit: ${this.limits.bytesWritten} bytes).`,
      );
    }
  }
}
