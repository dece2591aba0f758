import { Send } from "lucide-react";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import type { ZodType } from "zod";
import { LIMITS } from "@convex/shared/constants";
import { messageBodySchema } from "@convex/shared/messages";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/**
 * The message box: pure (text in, `onSend(body)` out). It validates with the
 * server's schema (trimmed, 1 to 2000 characters) and clears only once sent;
 * a failed send keeps the text (the caller reports the failure). Enter sends,
 * Shift+Enter starts a new line (and Enter while composing with an IME does
 * not send). It prompts "Introduce yourself" only for the first message of a
 * conversation (`firstMessage`); a reply gets a plain prompt. A group chat
 * names its own label, prompt and schema, and hears each keystroke
 * (`onType`, for a typing indicator).
 */
export function MessageComposer({
  recipientName,
  firstMessage,
  onSend,
  label = `Your message to ${recipientName}`,
  placeholder,
  schema = messageBodySchema,
  onType,
}: {
  recipientName: string;
  /** The conversation has no messages yet (false while that is not known). */
  firstMessage: boolean;
  onSend: (body: string) => Promise<void>;
  label?: string;
  placeholder?: string;
  /** The server's rule for a message (trimmed, not empty, at most the limit). */
  schema?: ZodType<string, string>;
  /** Called as the text changes (not when it is cleared by a send). */
  onType?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    const parsed = schema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid message");
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSend(parsed.data);
      setText("");
    } catch {
      // Reported by the caller; the text stays for another try.
    } finally {
      setSending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) void send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (
      event.key !== "Enter" ||
      event.shiftKey ||
      event.nativeEvent.isComposing
    ) {
      return;
    }
    event.preventDefault();
    if (!sending) void send();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2">
      <Label htmlFor={`${id}-body`}>{label}</Label>
      <Textarea
        id={`${id}-body`}
        name="body"
        required
        value={text}
        maxLength={LIMITS.messageMaxLength}
        placeholder={
          placeholder ??
          (firstMessage
            ? "Introduce yourself and what you'd like to build together..."
            : `Write to ${recipientName}...`)
        }
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint`}
        onKeyDown={handleKeyDown}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
          onType?.();
        }}
        className="min-h-24"
      />
      <div className="flex items-center justify-between gap-3">
        <p
          id={`${id}-hint`}
          className={
            error ? "text-sm text-destructive" : "text-xs text-muted-foreground"
          }
        >
          {error ??
            `Enter to send, Shift+Enter for a new line · ${text.length}/${LIMITS.messageMaxLength}`}
        </p>
        <Button type="submit" disabled={sending} className="shrink-0">
          <Send aria-hidden />
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
