import type { FormEvent } from "react";
import { Link } from "react-router-dom";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { formText } from "@/lib/form-text";
import {
  ACCOUNT_FIELDS,
  accountDetailsErrors,
  type AccountDetails,
} from "../lib/sign-up-rules";
import { PasswordInput } from "@/components/password-input";

const read = (form: HTMLFormElement): AccountDetails => {
  const data = new FormData(form);
  return {
    name: formText(data, "name").trim(),
    email: formText(data, "email").trim(),
    password: formText(data, "password"),
    confirmPassword: formText(data, "confirmPassword"),
  };
};

/**
 * Sign-up step 1: full name, email, password and its confirmation, each with
 * its error beside it (`accountDetailsErrors`). `onContinue` when they are
 * valid, `onInvalid` (for the page's toast) when not.
 */
export function AccountDetailsStep({
  initial,
  onContinue,
  onInvalid,
}: {
  initial: AccountDetails;
  onContinue: (details: AccountDetails) => void;
  onInvalid: (details: AccountDetails) => void;
}) {
  const { errors, check, recheck } = useFieldErrors(
    ACCOUNT_FIELDS,
    accountDetailsErrors,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = read(event.currentTarget);
    if (check(details, event.currentTarget)) onContinue(details);
    else onInvalid(details);
  };

  return (
    <form
      onSubmit={submit}
      onChange={(e) => recheck(read(e.currentTarget))}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField id="name" label="Full name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={initial.name}
          />
        )}
      </FormField>
      <FormField id="email" label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={initial.email}
          />
        )}
      </FormField>
      <FormField id="password" label="Password" error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            required
            defaultValue={initial.password}
          />
        )}
      </FormField>
      <FormField
        id="confirmPassword"
        label="Confirm password"
        error={errors.confirmPassword}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
            required
            defaultValue={initial.confirmPassword}
          />
        )}
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
