/**
 * A project's roles: the seats it offers, each under its own title ("ML
 * engineer") with its own skills and count. Applying names a role and
 * accepting fills that role's seat; a project's `openPositions` and
 * `filledPositions` stay the sums over its roles (kept in the same write).
 * A project written before roles existed has one unnamed role holding all
 * its seats (`projectRoles`), as `migrations:roles` stores it.
 */
import { z } from "zod";
import { v, type Infer } from "convex/values";
import { LIMITS } from "./constants";
import { normalizeSkills } from "./skillList";
import { skillKey } from "./skills";
import { singleLineText } from "./text";

export const ROLE_LIMITS = {
  maxRoles: 8,
  titleMaxLength: 60,
  maxRoleSkills: 10,
} as const;

/** A role as stored on its project. `key` is stable for the project's life ("r1", "r2", ...). */
export const vProjectRole = v.object({
  key: v.string(),
  /** "" for the unnamed role (a project that names none). */
  title: v.string(),
  /** The role's own skills; [] means the project's skills. */
  skills: v.array(v.string()),
  seats: v.number(),
  filled: v.number(),
});
export type ProjectRole = Infer<typeof vProjectRole>;

/** The key of the first role (and of a project's one unnamed role). */
export const FIRST_ROLE_KEY = "r1";

const seatsMessage = `Seats must be a whole number from ${LIMITS.minOpenPositions} to ${LIMITS.maxOpenPositions}`;

/** One role as a client writes it; `key` names a role the project has (an update), absent for a new one. */
export const roleInputSchema = z.object({
  key: z.string().max(8).optional(),
  title: singleLineText()
    .trim()
    .max(
      ROLE_LIMITS.titleMaxLength,
      `Role title must be at most ${ROLE_LIMITS.titleMaxLength} characters`,
    ),
  skills: z
    .array(z.string())
    .transform(normalizeSkills)
    .pipe(
      z
        .array(z.string())
        .max(
          ROLE_LIMITS.maxRoleSkills,
          `Add at most ${ROLE_LIMITS.maxRoleSkills} skills per role`,
        ),
    ),
  seats: z
    .number(seatsMessage)
    .int(seatsMessage)
    .min(LIMITS.minOpenPositions, seatsMessage)
    .max(LIMITS.maxOpenPositions, seatsMessage),
});
export type RoleInput = z.output<typeof roleInputSchema>;

/**
 * A project's roles: 1 to 8, seats summing to at most 20, titles distinct
 * (ignoring case), and only a project's one role may be unnamed.
 */
export const rolesSchema = z
  .array(roleInputSchema)
  .min(1, "Add at least one role")
  .max(ROLE_LIMITS.maxRoles, `Add at most ${ROLE_LIMITS.maxRoles} roles`)
  .superRefine((roles, ctx) => {
    const seats = roles.reduce((sum, role) => sum + role.seats, 0);
    if (seats > LIMITS.maxOpenPositions) {
      ctx.addIssue({
        code: "custom",
        message: `A project offers at most ${LIMITS.maxOpenPositions} seats in all`,
      });
    }
    if (roles.length > 1 && roles.some((role) => role.title === "")) {
      ctx.addIssue({
        code: "custom",
        message: "Please give each role a title",
      });
    }
    const titles = roles.map((role) => role.title.toLowerCase());
    if (new Set(titles).size !== titles.length) {
      ctx.addIssue({
        code: "custom",
        message: "Each role needs its own title",
      });
    }
  });

/** The roles a project document holds, or the one unnamed role of one written before roles. */
export function projectRoles(project: {
  roles?: ProjectRole[];
  openPositions: number;
  filledPositions: number;
}): ProjectRole[] {
  return (
    project.roles ?? [
      {
        key: FIRST_ROLE_KEY,
        title: "",
        skills: [],
        seats: project.openPositions,
        filled: project.filledPositions,
      },
    ]
  );
}

export function roleSeatsLeft(
  role: Pick<ProjectRole, "seats" | "filled">,
): number {
  return Math.max(0, role.seats - role.filled);
}

/** The skills a role asks for: its own, or the project's when it names none. */
export function roleSkills(
  role: Pick<ProjectRole, "skills">,
  projectSkills: readonly string[],
): readonly string[] {
  return role.skills.length > 0 ? role.skills : projectSkills;
}

/** How a role is named in text: its title, or "Collaborator" for the unnamed role. */
export function roleLabel(role: Pick<ProjectRole, "title">): string {
  return role.title === "" ? "Collaborator" : role.title;
}

/** A project's own skills: its stored skills less those its roles name (what its form shows). */
export function ownProjectSkills(
  skills: readonly string[],
  roles: readonly ProjectRole[],
): string[] {
  const roleKeys = new Set(roles.flatMap((r) => r.skills.map(skillKey)));
  return skills.filter((skill) => !roleKeys.has(skillKey(skill)));
}
