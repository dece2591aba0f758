import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * A form of values held in state, checked with `schema` (useFieldErrors: a
 * submit shows every error, each edit through `change` clears the fixed ones)
 * and saved as the data `schema` parses them to. A valid submit shows what is
 * saved (`toValues` of that data, trimmed and normalised) and is busy while
 * `onSubmit` runs; `onSubmit` reports its own outcome, and a rejection it
 * still lets through is logged as `failure`. Spread `formProps` on the
 * `<form>`; reset the form with a `key`.
 */
export function useSchemaForm<V extends object, D>({
  fields,
  schema,
  initialValues,
  toValues,
  onSubmit,
  failure,
}: {
  fields: readonly Extract<keyof V, string>[];
  schema: z.ZodType<D>;
  initialValues: V;
  toValues: (data: D) => V;
  onSubmit: (data: D) => Promise<void>;
  failure: string;
}) {
  const [values, setValues] = useState(initialValues);
  const { errors, check, recheck } = useFieldErrors(fields, (checked: V) =>
    schemaErrors<Extract<keyof V, string>>(schema, checked),
  );
  const [saving, setSaving] = useState(false);

  const change = (next: Partial<V>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    recheck(merged);
  };

  const submit = async (form: HTMLFormElement) => {
    if (!check(values, form)) return;
    const data = schema.parse(values);
    setValues(toValues(data));
    setSaving(true);
    try {
      await onSubmit(data);
    } catch (error) {
      // `onSubmit` reports its own failures; never leave a rejection unhandled.
      logUnexpectedError(failure, error);
    } finally {
      setSaving(false);
    }
  };

  const formProps = {
    noValidate: true,
    "aria-busy": saving,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!saving) void submit(event.currentTarget);
    },
  };
  return { values, errors, saving, change, formProps };
}
