/**
 * What `applications.apply` accepts, declared once: the server parses it and
 * derives its argument validators from it, and the apply form checks the
 * same fields. The note is `applyMessageSchema`; the role is a key of the
 * project's roles (shared/roles.ts); the attachment is one of the
 * applicant's portfolio items or an https link (shared/attachments.ts).
 */
import { zid } from "convex-helpers/server/zod4";
import { z } from "zod";
import { attachmentLinkSchema } from "./attachments";
import { applyMessageSchema } from "./schemas";

/** An attachment as a client sends it; a link is normalized (https added) and "" means none. */
export const applicationAttachmentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("portfolio"), itemId: zid("portfolioItems") }),
  z.object({ kind: z.literal("link"), url: attachmentLinkSchema }),
]);
export type ApplicationAttachmentInput = z.input<
  typeof applicationAttachmentSchema
>;

export const applyInputSchema = z.object({
  projectId: zid("projects"),
  message: applyMessageSchema,
  /** The role applied for; required when the project has more than one. */
  roleKey: z.string().max(8).optional(),
  attachment: applicationAttachmentSchema.optional(),
});
export type ApplyInput = z.input<typeof applyInputSchema>;
