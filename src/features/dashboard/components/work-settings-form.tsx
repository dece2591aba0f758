import { HOURS_PER_WEEK } from "@convex/shared/projectTerms";
import { FormField } from "@/components/form-field";
import { TimeZoneSelect } from "@/components/time-zone-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { browserTimeZone } from "@/lib/time-zones";
import {
  toWorkFormValues,
  workFormSchema,
  type WorkFormData,
  type WorkFormValues,
} from "../lib/work-form";
import { AvailabilityRadios } from "./availability-radios";

const FIELDS: (keyof WorkFormValues)[] = [
  "availability",
  "hoursPerWeek",
  "timeZone",
];

/** The values a save shows: hours as parsed, a cleared field empty. */
const savedValues = (data: WorkFormData) =>
  toWorkFormValues({
    availability: data.availability,
    hoursPerWeek: data.hoursPerWeek ?? null,
    timeZone: data.timeZone ?? null,
  });

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
  const { values, errors, saving, change, formProps } = useSchemaForm({
    fields: FIELDS,
    schema: workFormSchema,
    initialValues,
    toValues: savedValues,
    onSubmit,
    failure: "Saving the work details failed",
  });

  return (
    <form {...formProps} className="flex flex-col gap-5">
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
