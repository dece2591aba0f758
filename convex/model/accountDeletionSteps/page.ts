/**
 * What a page of the account deletion's cleanup is (model/accountDeletion.ts
 * runs them): a function of the progress row that does one bounded page of
 * one step, in the caller's transaction, and says where the step stands.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";

export type Deletion = Doc<"accountDeletions">;

export type PageResult = {
  /** The step has nothing left: the next page starts the next step. */
  done: boolean;
  /** Where the step's next page starts (pagination cursor), or null. */
  cursor: string | null;
  /** The deleted sessions whose refresh tokens are still to delete, when changed. */
  tokenSessions?: Id<"authSessions">[];
};

export type StepPage = (
  ctx: MutationCtx,
  deletion: Deletion,
  now: number,
) => Promise<PageResult>;

/** Rows one page handles at most, unless its step says otherwise. */
export const PAGE_SIZE = 100;

/**
 * Runs `remove` on each row of a page read from the start of a range that
 * the removal empties: the step is done once a page comes back short.
 */
export async function removeAll<Row>(
  rows: Row[],
  pageSize: number,
  remove: (row: Row) => Promise<unknown>,
): Promise<PageResult> {
  for (const row of rows) await remove(row);
  return { done: rows.length < pageSize, cursor: null };
}
