import { DEFAULT_PROFILE_ROLE } from "@convex/shared/constants";
import type { ViewerProfile } from "@/lib/api-types";

type ProfileFields = Pick<ViewerProfile, "name" | "role" | "bio" | "skills">;

/** What makes a profile complete: the fields Settings can fill in. */
const CHECKS: { hint: string; done: (profile: ProfileFields) => boolean }[] = [
  { hint: "Add your full name", done: (p) => p.name.trim() !== "" },
  {
    hint: "Set your professional role",
    done: (p) => p.role.trim() !== "" && p.role !== DEFAULT_PROFILE_ROLE,
  },
  { hint: "Write a short bio", done: (p) => p.bio.trim() !== "" },
  { hint: "List your skills", done: (p) => p.skills.length > 0 },
];

export type ProfileCompleteness = {
  /** 0 to 100, rounded. */
  percent: number;
  /** What is left to do, in order. */
  missing: string[];
};

/** How complete a profile is, from its real fields. */
export function profileCompleteness(
  profile: ProfileFields,
): ProfileCompleteness {
  const missing = CHECKS.filter((check) => !check.done(profile)).map(
    (check) => check.hint,
  );
  const done = CHECKS.length - missing.length;
  return { percent: Math.round((done / CHECKS.length) * 100), missing };
}
