import type { ProjectCategory } from "@convex/shared/constants";
import { formText } from "@/lib/form-text";
import type { RoleRow } from "../hooks/use-role-rows";
import type { ProjectFormValues, TermsFormValues } from "./project-form-values";

/** A field whose new text the form's DOM does not hold yet (a picked skill suggestion). */
export type FieldOverride = { name: string; value: string };

/**
 * The project form's values as typed: its fields read by name, the category
 * and the roles' keys from the form's state.
 */
export function readProjectForm(
  form: HTMLFormElement,
  state: {
    category: ProjectCategory;
    rows: readonly RoleRow[] | null;
    unnamedRoleKey?: string;
  },
  override?: FieldOverride,
): ProjectFormValues {
  const data = new FormData(form);
  const text = (name: string) =>
    override?.name === name ? override.value : formText(data, name);
  return {
    title: text("title"),
    description: text("description"),
    category: state.category,
    skills: text("skills"),
    openPositions: text("openPositions"),
    roles:
      state.rows?.map((row, i) => ({
        ...(row.initial.key === undefined ? {} : { key: row.initial.key }),
        title: text(`roles.${i}.title`),
        seats: text(`roles.${i}.seats`),
        skills: text(`roles.${i}.skills`),
      })) ?? null,
    ...(state.unnamedRoleKey === undefined
      ? {}
      : { unnamedRoleKey: state.unnamedRoleKey }),
    terms: {
      commitment: text("commitment") as TermsFormValues["commitment"],
      hoursPerWeek: text("commitment.hoursPerWeek"),
      zoneFrom: text("timeZones.from"),
      zoneTo: text("timeZones.to"),
      remoteOk: text("remoteOk") as TermsFormValues["remoteOk"],
      compensation: text(
        "compensation.kind",
      ) as TermsFormValues["compensation"],
      amount: text("compensation.amount"),
      stage: text("stage") as TermsFormValues["stage"],
      duration: text("duration") as TermsFormValues["duration"],
    },
  };
}
