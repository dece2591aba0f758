import { useState, type FormEvent } from "react";
import { z } from "zod";
import { EMAIL_CODE_LIFETIME_S } from "@convex/shared/constants";
import { emailCodeSchema } from "@convex/shared/schemas";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import { formText } from "@/lib/form-text";
import { CodeInput } from "@/components/code-input";

const FIELDS = ["code"] as const;
type Values = { code: string };
const codeSchema = z.object({ code: emailCodeSchema });
const validate = (values: Values) => schemaErrors<"code">(codeSchema, values);
const read = (form: HTMLFormElement): Values => ({
  code: formText(new FormData(form), "code"),
});
const MINUTES = Math.round(EMAIL_CODE_LIFETIME_S.verify / 60);

/**
 * The 8-digit code from the verification email, with "Send a new code" and
 * "Back". Busy while `onSubmit` or `onResend` runs.
 */
export function EmailCodeForm({
  email,
  defaultCode = "",
  onSubmit,
  onResend,
  onBack,
}: {
  email: string;
  defaultCode?: string;
  onSubmit: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck } = useFieldErrors(FIELDS, validate);

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
    const values = read(event.currentTarget);
    if (!check(values, event.currentTarget)) return;
    const { code } = codeSchema.parse(values);
    void run(() => onSubmit(code));
  };

  return (
    <form
      onSubmit={submit}
      onChange={(e) => recheck(read(e.currentTarget))}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted-foreground">
        Enter the code from the email we sent to{" "}
        <span className="font-medium text-foreground">{email}</span> to verify
        your email and sign in. The code works for {MINUTES} minutes.
      </p>
      <FormField id="code" label="Code from the email" error={errors.code}>
        {(control) => (
          <CodeInput control={control} defaultValue={defaultCode} />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Checking..." : "Verify and sign in"}
      </Button>
      <p className="text-sm text-muted-foreground">
        No email, or the code expired? Send a new code: the code of an earlier
        email then stops working.
      </p>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => void run(onResend)}
        >
          Send a new code
        </Button>
      </div>
    </form>
  );
}
