import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { REVIEW_LIMITS } from "@convex/shared/trust";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toUserMessage } from "@/lib/to-user-message";

/** The reviewed person's one reply: a button, then a short form. */
export function ReplyForm({ reviewId }: { reviewId: Id<"reviews"> }) {
  const reply = useMutation(api.reviews.reply);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="w-fit"
        onClick={() => setOpen(true)}
      >
        Reply
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await reply({ reviewId, text });
      toast.success("Reply posted");
    } catch (error) {
      toast.error(toUserMessage(error, "Could not post the reply."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <label htmlFor={`reply-${reviewId}`} className="text-sm font-medium">
        Your reply (you can reply once)
      </label>
      <Textarea
        id={`reply-${reviewId}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REVIEW_LIMITS.replyMaxLength}
        rows={3}
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || text.trim() === ""}>
          {busy ? "Posting..." : "Post reply"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => setOpen(false)}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
