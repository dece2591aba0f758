import { useState, type FormEvent } from "react";
import { passwordResetSchema } from "@convex/shared/schemas";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formText } from "@/lib/form-text";
import { PasswordInput } from "./password-input";

type Field = "code" | "newPassword" | "confirmPassword";

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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

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
    const data = new FormData(event.currentTarget);
    const newPassword = formText(data, "newPassword");
    const parsed = passwordResetSchema.safeParse({
      email,
      code: formText(data, "code"),
      newPassword,
    });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    if (newPassword !== formText(data, "confirmPassword")) {
      found.confirmPassword ??= "Please make sure your passwords match.";
    }
    setErrors(found);
    if (!parsed.success || found.confirmPassword) return;
    const { code } = parsed.data;
    void run(() => onSubmit({ code, newPassword }));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        If <span className="font-medium text-foreground">{email}</span> has an
        account, we sent it a code. Enter it with your new password.
      </p>
      <FormField id="code" label="Code from the email" error={errors.code}>
        <Input
          id="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          autoFocus
          placeholder="12345678"
          defaultValue={defaultCode}
        />
      </FormField>
      <FormField
        id="newPassword"
        label="New password"
        error={errors.newPassword}
      >
        <PasswordInput
          id="newPassword"
          name="newPassword"
          autoComplete="new-password"
        />
      </FormField>
      <FormField
        id="confirmPassword"
        label="Confirm new password"
        error={errors.confirmPassword}
      >
        <PasswordInput
          id="confirmPassword"
          name="confirmPassword"
          autoComplete="new-password"
        />
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
