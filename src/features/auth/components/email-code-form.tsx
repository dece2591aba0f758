import { useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formText } from "@/lib/form-text";

/**
 * The 8-digit code from an email, with "Send a new code" (when the caller can
 * send one) and "Back". Busy while `onSubmit` or `onResend` runs.
 */
export function EmailCodeForm({
  email,
  defaultCode = "",
  submitLabel = "Verify and sign in",
  onSubmit,
  onResend,
  onBack,
}: {
  email: string;
  defaultCode?: string;
  submitLabel?: string;
  onSubmit: (code: string) => Promise<unknown>;
  onResend?: () => Promise<unknown>;
  onBack: () => void;
}) {
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formText(new FormData(event.currentTarget), "code");
    void run(() => onSubmit(code.replace(/[\s-]/g, "")));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        We sent a verification code to{" "}
        <span className="font-medium text-foreground">{email}</span>. Enter it
        below to verify your email.
      </p>
      <FormField id="code" label="Code from the email">
        <Input
          id="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 \-]*"
          maxLength={12}
          required
          autoFocus
          placeholder="12345678"
          defaultValue={defaultCode}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Checking..." : submitLabel}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
        {onResend && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => void run(onResend)}
          >
            Send a new code
          </Button>
        )}
      </div>
    </form>
  );
}
