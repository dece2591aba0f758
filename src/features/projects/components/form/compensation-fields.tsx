import { useState } from "react";
import {
  COMPENSATION_AMOUNT_MAX_LENGTH,
  COMPENSATION_LABELS,
} from "@convex/shared/projectTerms";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/field-errors";
import type { TermsFormValues } from "../../lib/project-form-values";
import { labelOptions } from "../../lib/select-options";
import { NativeSelect } from "./native-select";

/** Compensation: its kind ("Not stated" first) and, once one is chosen, an optional amount as text. */
export function CompensationFields({
  initial,
  errors,
}: {
  initial: Pick<TermsFormValues, "compensation" | "amount">;
  errors: FieldErrors<string>;
}) {
  const [kind, setKind] = useState(initial.compensation);
  return (
    <>
      <FormField
        id="project-compensation"
        label="Compensation"
        error={errors["compensation.kind"]}
      >
        {(control) => (
          <NativeSelect
            {...control}
            name="compensation.kind"
            value={kind}
            onChange={(e) =>
              setKind(e.target.value as TermsFormValues["compensation"])
            }
            emptyLabel="Not stated"
            options={labelOptions(COMPENSATION_LABELS)}
          />
        )}
      </FormField>
      {kind === "" ? null : (
        <FormField
          id="project-compensation-amount"
          label="Amount (optional)"
          error={errors["compensation.amount"]}
          hint="e.g. $40/h, 1–2%, $5k"
        >
          {(control) => (
            <Input
              {...control}
              name="compensation.amount"
              defaultValue={initial.amount}
              maxLength={COMPENSATION_AMOUNT_MAX_LENGTH}
            />
          )}
        </FormField>
      )}
    </>
  );
}
