import { useState, type FormEvent } from "react";
import { HOURS_PER_WEEK } from "@convex/shared/projectTerms";
import { FormField } from "@/components/form-field";
import { TimeZoneSelect } from "@/components/time-zone-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { browserTimeZone } from "@/lib/time-zones";
import {
  toWorkFormValues,
  workFormSchema,
  type WorkFormData,
  type WorkFormValues,
} from "../lib/work-form";
import { AvailabilityRadios } from "./availability-radios";

type Field = keyof WorkFormValues;
const FIELDS: Field[] = ["availability", "hoursPerWeek", "timeZone"];
const validate = (values: WorkFormValues) =>
  schemaErrors<Field>(workFormSchema, values);

/**
 * The Work card's form, pure: saved values in, parsed data out through
 * `onSubmit` (which reports its own outcome), validated with the schema
 * `profiles.update` parses its work fields with. Reset it with a `key`.
 */
export function WorkSettingsForm({
  initialValues,
  onSubmit,
}: {
  initialValues: WorkFormValues;
  onSubmit: (data: WorkFormData) => Promise<void>;
}) {
  const [values, setValues] = useState(initialValues);
  const { errors, check, recheck } = useFieldErrors(FIELDS, validate);
  const [saving, setSaving] = useState(false);

  const change = (next: Partial<WorkFormValues>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    recheck(merged);
  };

  const submit = async (form: HTMLFormElement) => {
    if (!check(values, form)) return;
    const data = workFormSchema.parse(values);
    setValues(
      toWorkFormValues({
        availability: data.availability,
        hoursPerWeek: data.hoursPerWeek ?? null,
        timeZone: data.timeZone ?? null,
      }),
    );
    setSaving(true);
    try {
      await onSubmit(data);
    } catch (error) {
      logUnexpectedError("Saving the work details failed", error);
    } finally {
      setSaving(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) void submit(event.currentTarget);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={saving}
      className="flex flex-col gap-5"
    >
      <AvailabilityRadios
        value={values.availability}
        onChange={(availability) => change({ availability })}
      />
      <FormField
        id="work-hours"
        label="Hours a week"
        error={errors.hoursPerWeek}
        hint={`Optional. A whole number from ${HOURS_PER_WEEK.min} to ${HOURS_PER_WEEK.max}.`}
      >
        {(control) => (
          <Input
            {...control}
            name="hoursPerWeek"
            inputMode="numeric"
            autoComplete="off"
            className="w-32"
            value={values.hoursPerWeek}
            onChange={(event) => change({ hoursPerWeek: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id="work-time-zone"
        label="Time zone"
        error={errors.timeZone}
        hint="Optional. Projects see your local time and how your working hours overlap."
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <TimeZoneSelect
              {...control}
              name="timeZone"
              value={values.timeZone}
              onValueChange={(timeZone) => change({ timeZone })}
            />
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              onClick={() => change({ timeZone: browserTimeZone() })}
            >
              Use my browser&apos;s zone
            </Button>
          </div>
        )}
      </FormField>
      <Button type="submit" disabled={saving} className="sm:self-start">
        {saving ? "Saving..." : "Save work details"}
      </Button>
    </form>
  );
}
