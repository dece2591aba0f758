/**
 * The pieces every section of a data export is made of: JSON items, pages of
 * them, and how another person or a project is named in them.
 */
import type { PaginationResult } from "convex/server";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { getPersonSummary } from "../profiles";
import { getProjectTitle } from "../projectTitles";

export type ExportJson =
  | string
  | number
  | boolean
  | null
  | ExportJson[]
  | { [key: string]: ExportJson };
export type ExportItem = { [key: string]: ExportJson };

/** One page of a section: its items and where the next page starts. */
export type SectionPage = {
  items: ExportItem[];
  cursor: string | null;
  done: boolean;
};

/** Items per page: each may read a few more documents (a name, a title). */
export const EXPORT_PAGE_SIZE = 100;

/** The pagination options of a section's page from `cursor`. */
export function pageFrom(cursor: string | null) {
  return { numItems: EXPORT_PAGE_SIZE, cursor };
}

/** A time as an ISO 8601 string (UTC), or null when absent. */
export function iso(ms: number | undefined): string | null {
  return ms === undefined ? null : new Date(ms).toISOString();
}

/** A section that is one item (or none). */
export function onePage(item: ExportItem | null): SectionPage {
  return { items: item === null ? [] : [item], cursor: null, done: true };
}

export const EMPTY_PAGE: SectionPage = { items: [], cursor: null, done: true };

/** A page of documents, each turned into an item. */
export async function mapPage<T>(
  page: PaginationResult<T>,
  toItem: (doc: T) => Promise<ExportItem> | ExportItem,
): Promise<SectionPage> {
  const items: ExportItem[] = [];
  for (const doc of page.page) items.push(await toItem(doc));
  return { items, cursor: page.continueCursor, done: page.isDone };
}

/**
 * Another member as the app shows them to everyone: their user id, name and
 * username (never their email).
 */
export async function personItem(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<ExportItem> {
  const person = await getPersonSummary(ctx, userId);
  return { userId, name: person.name, username: person.username };
}

/** A project as lists name it; null when it no longer exists. */
export async function projectItem(
  ctx: QueryCtx,
  projectId: Id<"projects"> | undefined,
): Promise<ExportItem | null> {
  if (projectId === undefined) return null;
  const project = await getProjectTitle(ctx, projectId);
  return project === null ? null : { id: project._id, title: project.title };
}
