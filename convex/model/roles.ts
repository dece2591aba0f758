/**
 * A project's roles as its writes change them (shared/roles.ts says what a
 * role is): the roles a new project starts with, and the roles an update
 * leaves. Pure: the callers write the result with the project.
 */
import type { Doc } from "../_generated/dataModel";
import { LIMITS } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { normalizeSkills } from "../shared/skillList";
import {
  FIRST_ROLE_KEY,
  projectRoles,
  roleSeatsLeft,
  type ProjectRole,
  type RoleInput,
} from "../shared/roles";

/** Seats offered and taken over a list of roles. */
export function seatTotals(roles: readonly ProjectRole[]): {
  openPositions: number;
  filledPositions: number;
} {
  return {
    openPositions: roles.reduce((sum, role) => sum + role.seats, 0),
    filledPositions: roles.reduce((sum, role) => sum + role.filled, 0),
  };
}

/** The next unused key ("r<n>", one above the highest taken). */
function nextKey(taken: readonly string[]): string {
  const highest = Math.max(
    0,
    ...taken.map((key) => Number(/^r(\d+)$/.exec(key)?.[1] ?? 0)),
  );
  return `r${highest + 1}`;
}

/**
 * A new project's roles: those given (keys assigned in order), or one unnamed
 * role with `openPositions` seats. INVALID_INPUT when neither is given, or
 * when both are and the seats differ.
 */
export function newProjectRoles(
  roles: readonly RoleInput[] | undefined,
  openPositions: number | undefined,
): ProjectRole[] {
  if (roles === undefined) {
    if (openPositions === undefined) {
      throw appError("INVALID_INPUT", ERROR_MESSAGES.seatsRequired);
    }
    return [
      {
        key: FIRST_ROLE_KEY,
        title: "",
        skills: [],
        seats: openPositions,
        filled: 0,
      },
    ];
  }
  const result = roles.map((role, index) => ({
    key: `r${index + 1}`,
    title: role.title,
    skills: role.skills,
    seats: role.seats,
    filled: 0,
  }));
  if (
    openPositions !== undefined &&
    openPositions !== seatTotals(result).openPositions
  ) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.seatsDisagree);
  }
  return result;
}

/**
 * The roles after an update. `roles` replaces the list: a given role with a
 * key the project has keeps its filled seats (never more than its seats), one
 * without (or with an unknown key) is new, and a role left out with members
 * refuses the update. `openPositions` alone sets the seats of a project's one
 * role. Returns null when neither is given (the roles stay).
 */
export function updatedProjectRoles(
  project: Doc<"projects">,
  roles: readonly RoleInput[] | undefined,
  openPositions: number | undefined,
): ProjectRole[] | null {
  const current = projectRoles(project);
  if (roles === undefined) {
    if (openPositions === undefined) return null;
    if (current.length !== 1) {
      throw appError("INVALID_INPUT", ERROR_MESSAGES.projectHasRoles);
    }
    const [role] = current as [ProjectRole];
    if (openPositions < role.filled) {
      throw appError("INVALID_INPUT", ERROR_MESSAGES.openPositionsBelowFilled);
    }
    return [{ ...role, seats: openPositions }];
  }
  const byKey = new Map(current.map((role) => [role.key, role]));
  const taken = current.map((role) => role.key);
  const kept = new Set<string>();
  const result = roles.map((input): ProjectRole => {
    const existing =
      input.key !== undefined && !kept.has(input.key)
        ? byKey.get(input.key)
        : undefined;
    if (existing === undefined) {
      const key = nextKey(taken);
      taken.push(key);
      return { key, ...withoutKey(input), filled: 0 };
    }
    kept.add(existing.key);
    if (input.seats < existing.filled) {
      throw appError("INVALID_INPUT", ERROR_MESSAGES.roleBelowFilled);
    }
    return { ...withoutKey(input), key: existing.key, filled: existing.filled };
  });
  if (current.some((role) => role.filled > 0 && !kept.has(role.key))) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.roleWithMembers);
  }
  if (
    openPositions !== undefined &&
    openPositions !== seatTotals(result).openPositions
  ) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.seatsDisagree);
  }
  return result;
}

function withoutKey({ title, skills, seats }: RoleInput) {
  return { title, skills, seats };
}

/**
 * What a project stores as its `skills`: the skills it wants, its own and its
 * roles' (so the skill index, search and saved searches find a role's skills),
 * at most `LIMITS.maxSkills` in all.
 */
export function projectSkillsWithRoles(
  own: readonly string[],
  roles: readonly ProjectRole[],
): string[] {
  const skills = normalizeSkills([...own, ...roles.flatMap((r) => r.skills)]);
  if (skills.length > LIMITS.maxSkills) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.tooManyProjectSkills);
  }
  return skills;
}

/** The role with this key; absent key: the first role. NOT_FOUND for a key the project lacks. */
export function findRole(
  roles: readonly ProjectRole[],
  roleKey: string | undefined,
): ProjectRole {
  const role =
    roleKey === undefined ? roles[0] : roles.find((r) => r.key === roleKey);
  if (role === undefined) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.roleNotFound);
  }
  return role;
}

/**
 * The key of the role an application is for. An application written before
 * roles names none: it is for the unnamed role "r1" its project then had.
 */
export function applicationRoleKey(
  application: Pick<Doc<"applications">, "roleKey">,
): string {
  return application.roleKey ?? FIRST_ROLE_KEY;
}

/**
 * The role an applicant applies for: the one `roleKey` names, or a project's
 * only role when it is absent. INVALID_INPUT without a key on a project with
 * several roles, NOT_FOUND for a key the project lacks, PROJECT_FULL for a
 * role without a seat left.
 */
export function roleToApplyFor(
  roles: readonly ProjectRole[],
  roleKey: string | undefined,
): ProjectRole {
  if (roleKey === undefined && roles.length > 1) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.roleRequired);
  }
  const role = findRole(roles, roleKey);
  if (roleSeatsLeft(role) < 1) {
    throw appError("PROJECT_FULL", ERROR_MESSAGES.roleFilled);
  }
  return role;
}
