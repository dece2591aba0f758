/**
 * An application's attachment (shared/attachments.ts): checked and stored
 * when applying, and shown with the application. A portfolio item must be
 * the applicant's own; it is stored by id, so the owner sees it as it is now
 * (its title, link and image), and an item deleted since shows as none.
 */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { ApplicationAttachment } from "../shared/attachments";
import type { applicationAttachmentSchema } from "../shared/applyInput";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import type { z } from "zod";
import { storedFileUrl } from "./files";
import type { AttachmentView } from "./validators";

/**
 * What an application stores for a parsed attachment: none for an empty
 * link; NOT_FOUND for a portfolio item that is missing or someone else's
 * (the same answer, so ids of others' items tell nothing).
 */
export async function attachmentToStore(
  ctx: MutationCtx,
  applicantId: Id<"users">,
  attachment: z.output<typeof applicationAttachmentSchema> | undefined,
): Promise<ApplicationAttachment | undefined> {
  if (attachment === undefined) return undefined;
  if (attachment.kind === "link") {
    return attachment.url === undefined
      ? undefined
      : { kind: "link", url: attachment.url };
  }
  const itemId = ctx.db.normalizeId("portfolioItems", attachment.itemId);
  const item =
    itemId === null ? null : await ctx.db.get("portfolioItems", itemId);
  if (item === null || item.userId !== applicantId) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.attachmentNotFound);
  }
  return { kind: "portfolio", itemId: item._id };
}

/** An application's attachment as lists show it; null when none, or its item is gone. */
export async function attachmentView(
  ctx: QueryCtx,
  attachment: ApplicationAttachment | undefined,
): Promise<AttachmentView> {
  if (attachment === undefined) return null;
  if (attachment.kind === "link") return attachment;
  const item = await ctx.db.get("portfolioItems", attachment.itemId);
  if (item === null) return null;
  return {
    kind: "portfolio",
    title: item.title,
    url: item.url ?? null,
    imageUrl: await storedFileUrl(ctx, item.imageId),
  };
}
