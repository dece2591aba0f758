import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { signInSchema } from "@convex/shared/schemas";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import { formText } from "@/lib/form-text";
import { PasswordInput } from "@/components/password-input";

export interface SignInValues {
  email: string;
  password: string;
}

const FIELDS = ["email", "password"] as const;
const validate = (values: SignInValues) =>
  schemaErrors<keyof SignInValues>(signInSchema, values);

const read = (form: HTMLFormElement): SignInValues => {
  const data = new FormData(form);
  return {
    email: formText(data, "email").trim(),
    password: formText(data, "password"),
  };
};

/**
 * Email and password; busy ('Signing in...') while `onSubmit` runs. With
 * `newCode`, the same form asks for a new verification code instead.
 */
export function SignInForm({
  onSubmit,
  defaultEmail = "",
  newCode = false,
}: {
  onSubmit: (values: SignInValues) => Promise<void>;
  /** Filled in (e.g. coming from sign-up); the password field then takes focus. */
  defaultEmail?: string;
  newCode?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck } = useFieldErrors(FIELDS, validate);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = read(event.currentTarget);
    if (!check(values, event.currentTarget)) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };

  const label = newCode
    ? busy
      ? "Sending..."
      : "Send a new code"
    : busy
      ? "Signing in..."
      : "Sign in";
  return (
    <form
      onSubmit={(e) => void submit(e)}
      onChange={(e) => recheck(read(e.currentTarget))}
      noValidate
      className="flex flex-col gap-4"
    >
      {newCode ? (
        <p className="text-sm text-muted-foreground">
          Enter your password and we will email you a new code. Codes from
          earlier emails then stop working.
        </p>
      ) : null}
      <FormField id="email" label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            defaultValue={defaultEmail}
          />
        )}
      </FormField>
      <FormField
        id="password"
        label="Password"
        error={errors.password}
        aside={
          <Link
            to={paths.forgotPassword}
            className="inline-flex min-h-11 items-center text-sm text-primary hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            required
            autoFocus={defaultEmail !== ""}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {label}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{" "}
        <Link
          to={paths.signUp}
          className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
        >
          Sign up
        </Link>
      </p>
    </form>
  );
}
