import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { z } from "zod";
import { emailSchema } from "@convex/shared/schemas";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import { formText } from "@/lib/form-text";

const FIELDS = ["email"] as const;
type Values = { email: string };
const resetEmailSchema = z.object({ email: emailSchema });
const validate = (values: Values) =>
  schemaErrors<"email">(resetEmailSchema, values);
const read = (form: HTMLFormElement): Values => ({
  email: formText(new FormData(form), "email").trim(),
});

/** Reset step 1: the account's email; busy ('Sending...') while `onSubmit` runs. */
export function ResetEmailForm({
  onSubmit,
}: {
  onSubmit: (email: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck } = useFieldErrors(FIELDS, validate);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = read(event.currentTarget);
    if (!check(values, event.currentTarget)) return;
    setBusy(true);
    try {
      await onSubmit(values.email);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onChange={(e) => recheck(read(e.currentTarget))}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField id="email" label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="mt-2 w-full">
        {busy ? "Sending..." : "Send code"}
      </Button>
      <Button variant="ghost" asChild>
        <Link to={paths.signIn}>Back to sign in</Link>
      </Button>
    </form>
  );
}
