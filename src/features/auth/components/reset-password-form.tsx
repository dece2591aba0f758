import { useState, type FormEvent } from "react";
import { passwordResetSchema } from "@convex/shared/schemas";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors, type FieldErrors } from "@/lib/field-errors";
import { formText } from "@/lib/form-text";
import { PASSWORDS_DIFFER } from "../lib/sign-up-rules";
import { CodeInput } from "@/components/code-input";
import { PasswordInput } from "@/components/password-input";

const FIELDS = ["code", "newPassword", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The server's rules for the code and the new password, and the confirmation. */
function resetErrors(email: string, values: Values): FieldErrors<Field> {
  const errors = schemaErrors<Field>(passwordResetSchema, {
    email,
    code: values.code,
    newPassword: values.newPassword,
  });
  if (values.newPassword !== values.confirmPassword) {
    errors.confirmPassword ??= PASSWORDS_DIFFER;
  }
  return errors;
}

const read = (form: HTMLFormElement): Values => {
  const data = new FormData(form);
  return {
    code: formText(data, "code"),
    newPassword: formText(data, "newPassword"),
    confirmPassword: formText(data, "confirmPassword"),
  };
};

/**
 * Reset step 2: the code from the email and a new password (sign-up's rules,
 * checked here with the server's schema before anything is sent).
 */
export function ResetPasswordForm({
  email,
  defaultCode = "",
  onSubmit,
  onResend,
  onBack,
}: {
  email: string;
  defaultCode?: string;
  onSubmit: (values: { code: string; newPassword: string }) => Promise<void>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck } = useFieldErrors(FIELDS, (values: Values) =>
    resetErrors(email, values),
  );

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
    const { code, newPassword } = passwordResetSchema.parse({
      email,
      code: values.code,
      newPassword: values.newPassword,
    });
    void run(() => onSubmit({ code, newPassword }));
  };

  return (
    <form
      onSubmit={submit}
      onChange={(e) => recheck(read(e.currentTarget))}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted-foreground">
        If <span className="font-medium text-foreground">{email}</span> has an
        account, we sent it a code. Enter it with your new password.
      </p>
      <FormField id="code" label="Code from the email" error={errors.code}>
        {(control) => (
          <CodeInput control={control} defaultValue={defaultCode} />
        )}
      </FormField>
      <FormField
        id="newPassword"
        label="New password"
        error={errors.newPassword}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="newPassword"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField
        id="confirmPassword"
        label="Confirm new password"
        error={errors.confirmPassword}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Saving..." : "Set new password"}
      </Button>
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
