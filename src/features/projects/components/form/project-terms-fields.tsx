import { useState } from "react";
import {
  DURATION_LABELS,
  HOURS_PER_WEEK,
  STAGE_LABELS,
} from "@convex/shared/projectTerms";
import { FormField } from "@/components/form-field";
import { TimeZoneSelect } from "@/components/time-zone-select";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/field-errors";
import type { TermsFormValues } from "../../lib/project-form-values";
import { CompensationFields } from "./compensation-fields";
import { labelOptions } from "../../lib/select-options";
import { NativeSelect } from "./native-select";

const COMMITMENT_OPTIONS = [
  { value: "hours", label: "Some hours a week" },
  { value: "full-time", label: "Full time" },
];
const REMOTE_OPTIONS = [
  { value: "yes", label: "Remote is fine" },
  { value: "no", label: "In person" },
];

/**
 * The project's terms, each optional ("Not stated"): commitment, where the
 * team works (a zone, or a range to a second zone), remote, compensation,
 * stage and duration. Fields named as the form reads them.
 */
export function ProjectTermsFields({
  initial,
  errors,
}: {
  initial: TermsFormValues;
  errors: FieldErrors<string>;
}) {
  const [commitment, setCommitment] = useState(initial.commitment);
  const [zoneFrom, setZoneFrom] = useState(initial.zoneFrom);
  const [zoneTo, setZoneTo] = useState(initial.zoneTo);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-sm font-medium">
        Terms{" "}
        <span className="font-normal text-muted-foreground">
          (optional; builders filter by them)
        </span>
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="project-commitment"
          label="Commitment"
          error={errors.commitment}
        >
          {(control) => (
            <NativeSelect
              {...control}
              name="commitment"
              value={commitment}
              onChange={(e) =>
                setCommitment(e.target.value as TermsFormValues["commitment"])
              }
              emptyLabel="Not stated"
              options={COMMITMENT_OPTIONS}
            />
          )}
        </FormField>
        {commitment === "hours" ? (
          <FormField
            id="project-hours"
            label="Hours a week"
            error={errors["commitment.hoursPerWeek"]}
          >
            {(control) => (
              <Input
                {...control}
                name="commitment.hoursPerWeek"
                type="number"
                inputMode="numeric"
                min={HOURS_PER_WEEK.min}
                max={HOURS_PER_WEEK.max}
                defaultValue={initial.hoursPerWeek}
              />
            )}
          </FormField>
        ) : null}
        <FormField
          id="project-zone-from"
          label="Time zone"
          error={errors["timeZones.from"]}
        >
          {(control) => (
            <TimeZoneSelect
              {...control}
              name="timeZones.from"
              value={zoneFrom || null}
              onValueChange={(zone) => setZoneFrom(zone ?? "")}
            />
          )}
        </FormField>
        {zoneFrom === "" ? null : (
          <FormField
            id="project-zone-to"
            label="To time zone (optional)"
            error={errors["timeZones.to"]}
            hint="For a team spread over several zones"
          >
            {(control) => (
              <TimeZoneSelect
                {...control}
                name="timeZones.to"
                value={zoneTo || null}
                onValueChange={(zone) => setZoneTo(zone ?? "")}
                emptyLabel="Only this zone"
              />
            )}
          </FormField>
        )}
        <FormField id="project-remote" label="Remote">
          {(control) => (
            <NativeSelect
              {...control}
              name="remoteOk"
              defaultValue={initial.remoteOk}
              emptyLabel="Not stated"
              options={REMOTE_OPTIONS}
            />
          )}
        </FormField>
        <CompensationFields initial={initial} errors={errors} />
        <FormField id="project-stage" label="Stage" error={errors.stage}>
          {(control) => (
            <NativeSelect
              {...control}
              name="stage"
              defaultValue={initial.stage}
              emptyLabel="Not stated"
              options={labelOptions(STAGE_LABELS)}
            />
          )}
        </FormField>
        <FormField
          id="project-duration"
          label="Duration"
          error={errors.duration}
        >
          {(control) => (
            <NativeSelect
              {...control}
              name="duration"
              defaultValue={initial.duration}
              emptyLabel="Not stated"
              options={labelOptions(DURATION_LABELS)}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
