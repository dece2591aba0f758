import { useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { type DeletionError, sameEmail } from "../lib/deletion-error";

/**
 * The confirmation: the password, and the account's email typed out. Delete
 * stays disabled until the email matches; a refusal shows under its field
 * (or above the buttons). Values in, `onSubmit(values)` out.
 */
export function DeleteAccountForm({
  email,
  busy,
  error,
  onEdit,
  onSubmit,
}: {
  /** The account's email, which the member types to confirm. */
  email: string;
  busy: boolean;
  error: DeletionError | null;
  /** Any edit: the last refusal's message goes. */
  onEdit: () => void;
  onSubmit: (values: { password: string; email: string }) => void;
}) {
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const ready = password !== "" && sameEmail(typed, email) && !busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit({ password, email: typed });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField
        id="delete-account-password"
        label="Your password"
        error={error?.field === "password" ? error.message : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              onEdit();
            }}
          />
        )}
      </FormField>
      <FormField
        id="delete-account-email"
        label="Type your email to confirm"
        hint={`Your account's email is ${email}.`}
        error={error?.field === "email" ? error.message : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              onEdit();
            }}
          />
        )}
      </FormField>
      {error !== null && error.field === null ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="ghost" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={!ready}>
          {busy ? "Deleting..." : "Delete my account"}
        </Button>
      </DialogFooter>
    </form>
  );
}
