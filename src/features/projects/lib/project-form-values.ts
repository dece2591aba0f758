/**
 * The project form's raw values (what its fields hold, all text) and how they
 * become a `projects.create` / `projects.update` input: through the shared
 * schemas (`projectFormSchema`, `rolesSchema`, the terms' schemas), so the
 * form shows the server's own messages, each under the field it is about.
 */
import { z } from "zod";
import {
  DEFAULT_PROJECT_CATEGORY,
  type ProjectCategory,
} from "@convex/shared/constants";
import type {
  CompensationKind,
  Duration,
  Stage,
} from "@convex/shared/projectTerms";
import {
  ownProjectSkills,
  roleInputSchema,
  rolesSchema,
} from "@convex/shared/roles";
import { projectFormSchema, type ProjectData } from "@convex/shared/schemas";
import { splitSkills } from "@convex/shared/skillList";
import type { FieldErrors } from "@/lib/field-errors";
import type { ProjectSummary } from "@/lib/api-types";

/** One role as its fields hold it; `key` names a role the project has (edit). */
export type RoleFormValues = {
  key?: string;
  title: string;
  skills: string;
  seats: string;
};

/** The terms as their fields hold them; "" is "not stated". */
export type TermsFormValues = {
  commitment: "" | "hours" | "full-time";
  hoursPerWeek: string;
  zoneFrom: string;
  zoneTo: string;
  remoteOk: "" | "yes" | "no";
  compensation: "" | CompensationKind;
  amount: string;
  stage: "" | Stage;
  duration: "" | Duration;
};

export type ProjectFormValues = {
  title: string;
  description: string;
  category: ProjectCategory;
  /** The project's own skills, comma-separated. */
  skills: string;
  /** The seats of a project that names no role. */
  openPositions: string;
  /** The named roles; null while the project has one unnamed role. */
  roles: RoleFormValues[] | null;
  /** The unnamed role's key (edit), kept when it becomes the first named role. */
  unnamedRoleKey?: string;
  terms: TermsFormValues;
};

export const emptyTerms: TermsFormValues = {
  commitment: "",
  hoursPerWeek: "",
  zoneFrom: "",
  zoneTo: "",
  remoteOk: "",
  compensation: "",
  amount: "",
  stage: "",
  duration: "",
};

export const emptyProjectForm: ProjectFormValues = {
  title: "",
  description: "",
  category: DEFAULT_PROJECT_CATEGORY,
  skills: "",
  openPositions: "1",
  roles: null,
  terms: emptyTerms,
};

export const emptyRole: RoleFormValues = { title: "", skills: "", seats: "1" };

/** A role's fields, parsed with the shared role schema (seats from text, skills split). */
const roleFormSchema = roleInputSchema.extend({
  skills: z.string().transform(splitSkills).pipe(roleInputSchema.shape.skills),
  seats: z.string().transform(Number).pipe(roleInputSchema.shape.seats),
});

const projectFormValuesSchema = projectFormSchema.extend({
  roles: z.array(roleFormSchema).pipe(rolesSchema).optional(),
});

/** The form's values as the schema reads them: seats as roles or open positions, terms null when not stated. */
function schemaInput(values: ProjectFormValues) {
  const { terms } = values;
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    skills: values.skills,
    ...(values.roles === null
      ? { openPositions: values.openPositions }
      : { roles: values.roles }),
    commitment:
      terms.commitment === ""
        ? null
        : terms.commitment === "hours"
          ? { kind: "hours", hoursPerWeek: Number(terms.hoursPerWeek) }
          : { kind: "full-time" },
    // A range with no end is one zone.
    timeZones:
      terms.zoneFrom === ""
        ? null
        : { from: terms.zoneFrom, to: terms.zoneTo || terms.zoneFrom },
    remoteOk: terms.remoteOk === "" ? null : terms.remoteOk === "yes",
    compensation:
      terms.compensation === ""
        ? null
        : {
            kind: terms.compensation,
            ...(terms.amount.trim() === "" ? {} : { amount: terms.amount }),
          },
    stage: terms.stage === "" ? null : terms.stage,
    duration: terms.duration === "" ? null : terms.duration,
  };
}

/**
 * A field's name in the form, as its errors are keyed: the error's path
 * ("roles.1.title", "commitment.hoursPerWeek"; "roles" for the list as a whole).
 */
export function projectFormErrors(
  values: ProjectFormValues,
): FieldErrors<string> {
  const parsed = projectFormValuesSchema.safeParse(schemaInput(values));
  if (parsed.success) return {};
  const errors: FieldErrors<string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The form's values as a create or update input (throws on invalid values: check first). */
export function parseProjectForm(values: ProjectFormValues): ProjectData {
  return projectFormValuesSchema.parse(schemaInput(values));
}

/** Every field name, in the order focus looks for the first invalid one. */
export function projectFormFields(roleCount: number | null): string[] {
  const roles =
    roleCount === null
      ? ["openPositions"]
      : Array.from({ length: roleCount }, (_, i) =>
          ["title", "seats", "skills"].map((f) => `roles.${i}.${f}`),
        ).flat();
  return [
    "title",
    "description",
    "category",
    ...roles,
    "skills",
    "commitment",
    "commitment.hoursPerWeek",
    "timeZones.from",
    "timeZones.to",
    "compensation.kind",
    "compensation.amount",
    "stage",
    "duration",
  ];
}

/** The edit form's values for a project: its roles keep their keys; its own skills without its roles'. */
export function projectFormValues(project: ProjectSummary): ProjectFormValues {
  const [first] = project.roles;
  const unnamed =
    project.roles.length === 1 &&
    first !== undefined &&
    first.title === "" &&
    first.skills.length === 0;
  const { commitment, timeZones, compensation } = project;
  return {
    ...(unnamed ? { unnamedRoleKey: first.key } : {}),
    title: project.title,
    description: project.description,
    category: project.category,
    skills: ownProjectSkills(project.skills, project.roles).join(", "),
    openPositions: String(project.openPositions),
    roles: unnamed
      ? null
      : project.roles.map((role) => ({
          key: role.key,
          title: role.title,
          skills: role.skills.join(", "),
          seats: String(role.seats),
        })),
    terms: {
      commitment: commitment?.kind ?? "",
      hoursPerWeek:
        commitment?.kind === "hours" ? String(commitment.hoursPerWeek) : "",
      zoneFrom: timeZones?.from ?? "",
      zoneTo:
        timeZones === null || timeZones.to === timeZones.from
          ? ""
          : timeZones.to,
      remoteOk:
        project.remoteOk === null ? "" : project.remoteOk ? "yes" : "no",
      compensation: compensation?.kind ?? "",
      amount: compensation?.amount ?? "",
      stage: project.stage ?? "",
      duration: project.duration ?? "",
    },
  };
}
