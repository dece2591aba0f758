import type { FormEvent } from "react";
import { Link } from "react-router-dom";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { formText } from "@/lib/form-text";
import type { AccountDetails } from "../lib/sign-up-rules";
import { PasswordInput } from "./password-input";

/** Sign-up step 1: full name, email, password and its confirmation. */
export function AccountDetailsStep({
  initial,
  onContinue,
}: {
  initial: AccountDetails;
  onContinue: (details: AccountDetails) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => formText(data, name);
    onContinue({
      name: field("name").trim(),
      email: field("email").trim(),
      password: field("password"),
      confirmPassword: field("confirmPassword"),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <FormField id="name" label="Full name">
        <Input
          id="name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={initial.name}
        />
      </FormField>
      <FormField id="email" label="Email">
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={initial.email}
        />
      </FormField>
      <FormField id="password" label="Password">
        <PasswordInput
          id="password"
          name="password"
          autoComplete="new-password"
          required
          defaultValue={initial.password}
        />
      </FormField>
      <FormField id="confirmPassword" label="Confirm password">
        <PasswordInput
          id="confirmPassword"
          name="confirmPassword"
          autoComplete="new-password"
          required
          defaultValue={initial.confirmPassword}
        />
      </FormField>
      <Button type="submit" className="mt-2 w-full">
        Continue
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link
          to={paths.signIn}
          className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
        >
          Sign in
        </Link>
      </p>
    </form>
  );
}
