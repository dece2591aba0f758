import { useState } from "react";
import { flushSync } from "react-dom";
import { type FieldErrors, hasNoErrors, stillShown } from "@/lib/field-errors";
import { focusFirstInvalid } from "@/lib/focus-first-invalid";

/**
 * A form's field errors, by one rule in every form: a submit shows every
 * error `validate` finds and moves focus to the first invalid field (found by
 * its `name`, which then announces its error); after that each edit checks
 * the values again, and an error leaves as soon as its field is valid (or
 * changes to the field's new problem). An edit never brings an error the last
 * submit did not show: nobody is told off while still typing.
 *
 * `check(values, form)` on submit (true when valid); `report(errors, form)`
 * for the server's answer; `recheck(values)` on
 * every edit: for a form of plain inputs, from the form's `onChange` with the
 * values read from it; for state-held values, with the next values.
 */
export function useFieldErrors<K extends string, V>(
  fields: readonly K[],
  validate: (values: V) => FieldErrors<K>,
) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  /**
   * Shows `found` as a submit shows its errors, focus included: for errors
   * only the server can find (a wrong current password). The next edit
   * clears them, as any error the values no longer have.
   */
  const report = (found: FieldErrors<K>, form: HTMLFormElement): void => {
    // Render the errors first, so the focused field announces its own.
    flushSync(() => setErrors(found));
    focusFirstInvalid(form, fields, found);
  };

  const check = (values: V, form: HTMLFormElement): boolean => {
    const found = validate(values);
    report(found, form);
    return hasNoErrors(found);
  };

  const recheck = (values: V): void => {
    if (hasNoErrors(errors)) return;
    const current = validate(values);
    setErrors((shown) => stillShown(shown, current));
  };

  const clear = (): void => setErrors({});

  return { errors, check, recheck, report, clear };
}
