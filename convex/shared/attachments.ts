/**
 * What an applicant may attach to an application: one of their portfolio
 * items, or a link (https). Shown to the project's owner with the note.
 */
import { v, type Infer } from "convex/values";
import { linkSchema } from "./profileLinks";

export const vApplicationAttachment = v.union(
  v.object({ kind: v.literal("portfolio"), itemId: v.id("portfolioItems") }),
  v.object({ kind: v.literal("link"), url: v.string() }),
);
export type ApplicationAttachment = Infer<typeof vApplicationAttachment>;

/** An attached link: https, at most 200 characters ("" is none). */
export const attachmentLinkSchema = linkSchema("Link", "github.com/you/demo");
