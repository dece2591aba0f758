import { FormField } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { formText } from "@/lib/form-text";
import {
  PASSWORD_CHANGE_FIELDS,
  passwordChangeErrors,
  type PasswordChangeField,
  type PasswordChangeValues,
} from "../lib/password-change-rules";
import type { SubmitOutcome } from "../lib/submit-outcome";
import { useOutcomeForm } from "../hooks/use-outcome-form";

const read = (form: HTMLFormElement): PasswordChangeValues => {
  const data = new FormData(form);
  return {
    currentPassword: formText(data, "currentPassword"),
    newPassword: formText(data, "newPassword"),
    confirmPassword: formText(data, "confirmPassword"),
  };
};

const LABELS: Record<PasswordChangeField, string> = {
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
};

const AUTOCOMPLETE: Record<PasswordChangeField, string> = {
  currentPassword: "current-password",
  newPassword: "new-password",
  confirmPassword: "new-password",
};

/**
 * The current password and a new one twice, checked by the server's rules
 * before anything is sent; emptied once saved. The server's own errors (a
 * wrong current password) show beside their field.
 */
export function ChangePasswordForm({
  email,
  onSubmit,
}: {
  /** The account's email (a new password may not be it). */
  email: string;
  onSubmit: (
    values: PasswordChangeValues,
  ) => Promise<SubmitOutcome<PasswordChangeField>>;
}) {
  const { busy, errors, formProps } = useOutcomeForm({
    fields: PASSWORD_CHANGE_FIELDS,
    rules: (values: PasswordChangeValues) =>
      passwordChangeErrors(email, values),
    read,
    onSubmit,
    resetOnSave: true,
  });
  return (
    <form {...formProps} className="flex max-w-md flex-col gap-4">
      {PASSWORD_CHANGE_FIELDS.map((field) => (
        <FormField
          key={field}
          id={`account-${field}`}
          label={LABELS[field]}
          error={errors[field]}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name={field}
              autoComplete={AUTOCOMPLETE[field]}
            />
          )}
        </FormField>
      ))}
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Changing..." : "Change password"}
      </Button>
    </form>
  );
}
