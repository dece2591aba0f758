import { FormField } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formText } from "@/lib/form-text";
import {
  EMAIL_REQUEST_FIELDS,
  emailRequestErrors,
  type EmailRequestField,
  type EmailRequestValues,
} from "../lib/email-change-rules";
import type { SubmitOutcome } from "../lib/submit-outcome";
import { useOutcomeForm } from "../hooks/use-outcome-form";

const read = (form: HTMLFormElement): EmailRequestValues => {
  const data = new FormData(form);
  return {
    newEmail: formText(data, "newEmail").trim(),
    password: formText(data, "password"),
  };
};

/** Change email, step 1: the new address and the password (checked before anything is sent). */
export function EmailChangeRequestForm({
  currentEmail,
  defaultEmail = "",
  onSubmit,
}: {
  currentEmail: string;
  /** The address of an earlier request (coming back from the code step). */
  defaultEmail?: string;
  onSubmit: (
    values: EmailRequestValues,
  ) => Promise<SubmitOutcome<EmailRequestField>>;
}) {
  const { busy, errors, formProps } = useOutcomeForm({
    fields: EMAIL_REQUEST_FIELDS,
    rules: (values: EmailRequestValues) =>
      emailRequestErrors(currentEmail, values),
    read,
    onSubmit,
  });
  return (
    <form {...formProps} className="flex max-w-md flex-col gap-4">
      <FormField
        id="account-newEmail"
        label="New email"
        error={errors.newEmail}
      >
        {(control) => (
          <Input
            {...control}
            name="newEmail"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            defaultValue={defaultEmail}
          />
        )}
      </FormField>
      <FormField
        id="account-email-password"
        label="Password"
        hint="Your current password, to confirm it is you."
        error={errors.password}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Sending..." : "Send code"}
      </Button>
    </form>
  );
}
