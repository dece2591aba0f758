import { EMAIL_CODE_LIFETIME_S } from "@convex/shared/constants";
import { CodeInput } from "@/components/code-input";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { formText } from "@/lib/form-text";
import {
  EMAIL_CODE_FIELDS,
  emailCodeErrors,
  type EmailCodeField,
} from "../lib/email-change-rules";
import type { SubmitOutcome } from "../lib/submit-outcome";
import { useOutcomeForm } from "../hooks/use-outcome-form";

const read = (form: HTMLFormElement) => ({
  code: formText(new FormData(form), "code"),
});

/**
 * Change email, step 2: the code mailed to the new address. Back returns to
 * step 1 (a new request sends a new code).
 */
export function EmailChangeCodeForm({
  newEmail,
  onSubmit,
  onBack,
}: {
  newEmail: string;
  onSubmit: (code: string) => Promise<SubmitOutcome<EmailCodeField>>;
  onBack: () => void;
}) {
  const { busy, errors, formProps } = useOutcomeForm({
    fields: EMAIL_CODE_FIELDS,
    rules: emailCodeErrors,
    read,
    onSubmit: ({ code }) => onSubmit(code),
  });
  return (
    <form {...formProps} className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        We sent an 8-digit code to{" "}
        <span className="font-medium break-all text-foreground">
          {newEmail}
        </span>
        . Enter it to finish: until then you keep signing in with your current
        email. The code works for {EMAIL_CODE_LIFETIME_S.verify / 60} minutes.
      </p>
      <FormField
        id="account-email-code"
        label="Code from the email"
        error={errors.code}
      >
        {(control) => <CodeInput control={control} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} className="w-full sm:w-fit">
          {busy ? "Changing..." : "Change email"}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={onBack}
          className="w-full sm:w-fit"
        >
          Back
        </Button>
      </div>
    </form>
  );
}
