import type { Id } from "@convex/_generated/dataModel";
import {
  attachmentLinkSchema,
  type ApplicationAttachment,
} from "@convex/shared/attachments";

/** The apply dialog's attachment as chosen: its kind, and the item or the link typed. */
export type AttachmentDraft = {
  kind: "none" | "portfolio" | "link";
  itemId: Id<"portfolioItems"> | null;
  link: string;
};

export const noAttachment: AttachmentDraft = {
  kind: "none",
  itemId: null,
  link: "",
};

/** The attachment to send, or the error that keeps it from being sent. */
export function parseAttachment(
  draft: AttachmentDraft,
): { attachment: ApplicationAttachment | null } | { error: string } {
  switch (draft.kind) {
    case "none":
      return { attachment: null };
    case "portfolio":
      return draft.itemId === null
        ? { error: "Please choose an item, or attach nothing." }
        : { attachment: { kind: "portfolio", itemId: draft.itemId } };
    case "link": {
      const parsed = attachmentLinkSchema.safeParse(draft.link);
      if (!parsed.success) {
        return { error: parsed.error.issues[0]?.message ?? "Invalid link" };
      }
      return parsed.data === undefined
        ? { error: "Please add the link, or attach nothing." }
        : { attachment: { kind: "link", url: parsed.data } };
    }
  }
}
