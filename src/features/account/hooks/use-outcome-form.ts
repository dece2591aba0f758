import { useState, type FormEvent } from "react";
import { useFieldErrors } from "@/hooks/use-field-errors";
import type { FieldErrors } from "@/lib/field-errors";
import type { SubmitOutcome } from "../lib/submit-outcome";

/**
 * An account form of plain inputs whose submit the server answers with a
 * `SubmitOutcome`: its values are read from the form and checked by `rules`
 * before anything is sent (useFieldErrors), it is busy while the call runs,
 * and the server's field errors show beside their fields. `resetOnSave` empties
 * the form once saved (passwords). Spread `formProps` on the `<form>`.
 */
export function useOutcomeForm<K extends string, V>({
  fields,
  rules,
  read,
  onSubmit,
  resetOnSave = false,
}: {
  fields: readonly K[];
  rules: (values: V) => FieldErrors<K>;
  read: (form: HTMLFormElement) => V;
  onSubmit: (values: V) => Promise<SubmitOutcome<K>>;
  resetOnSave?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck, report } = useFieldErrors(fields, rules);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = read(form);
    if (!check(values, form)) return;
    setBusy(true);
    try {
      const outcome = await onSubmit(values);
      if (!outcome.saved) report(outcome.errors, form);
      else if (resetOnSave) form.reset();
    } finally {
      setBusy(false);
    }
  };

  const formProps = {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    onChange: (event: FormEvent<HTMLFormElement>) =>
      recheck(read(event.currentTarget)),
    noValidate: true,
  };
  return { busy, errors, formProps };
}
