import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { formText } from "@/lib/form-text";
import { PasswordInput } from "./password-input";

export interface SignInValues {
  email: string;
  password: string;
}

/** Email and password; busy ('Signing in...') while `onSubmit` runs. */
export function SignInForm({
  onSubmit,
  defaultEmail = "",
}: {
  onSubmit: (values: SignInValues) => Promise<void>;
  /** Filled in (e.g. coming from sign-up); the password field then takes focus. */
  defaultEmail?: string;
}) {
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await onSubmit({
        email: formText(data, "email").trim(),
        password: formText(data, "password"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormField id="email" label="Email">
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          defaultValue={defaultEmail}
        />
      </FormField>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="password">Password</Label>
          <Link
            to={paths.forgotPassword}
            className="inline-flex min-h-11 items-center text-sm text-primary hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <PasswordInput
          id="password"
          name="password"
          autoComplete="current-password"
          required
          autoFocus={defaultEmail !== ""}
        />
      </div>
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Signing in..." : "Sign in"}
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
