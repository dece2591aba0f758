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

/** A transaction's counters; the read and write sides count through it. */
export class UsageMeter {
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

  /** Counts one `db.query` (a stream, a page or a search). */
  protected noteQuery(): void {
    if (++this.queries > LIMITS.maxQueries) {
      throw new Error(
        `Too many database queries in a single function execution (limit: ${LIMITS.maxQueries}).`,
      );
    }
  }

  protected noteRead(size: number): void {
    this.docsRead++;
    this.bytesRead += size;
    if (this.docsRead > LIMITS.maxDocsRead) {
      throw new Error(
        `Too many documents read in a single function execution (limit: ${LIMITS.maxDocsRead}).`,
      );
    }
    if (this.bytesRead > LIMITS.maxBytesRead) {
      throw new Error(
        `Too many bytes read in a single function execution (limit: ${LIMITS.maxBytesRead} bytes).`,
      );
    }
  }

  protected noteWrite(size: number): void {
    this.docsWritten++;
    this.bytesWritten += size;
    if (this.docsWritten > LIMITS.maxDocsWritten) {
      throw new Error(
        `Too many documents written in a single function execution (limit: ${LIMITS.maxDocsWritten}).`,
      );
    }
    if (this.bytesWritten > LIMITS.maxBytesWritten) {
      throw new Error(
        `Too many bytes written in a single function execution (limit: ${LIMITS.maxBytesWritten} bytes).`,
      );
    }
  }
}
