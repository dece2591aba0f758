/**
 * Isomorphic product constants: imported by convex/ and src/ alike.
 * Finite sets are `as const` tuples; validators and types derive from them.
 */

export const PROJECT_CATEGORIES = [
  "Development",
  "Design",
  "Marketing",
  "NoCode",
  "Other",
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export const DEFAULT_PROJECT_CATEGORY: ProjectCategory = "Development";

export const PROJECT_STATUSES = ["open", "full", "closed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const APPLICATION_STATUSES = [
  "pending",
  "accepted",
  "rejected",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const EXPERTISE_OPTIONS = [
  { id: "dev", label: "Development" },
  { id: "design", label: "Design" },
  { id: "marketing", label: "Marketing" },
  { id: "nocode", label: "No-Code" },
  { id: "healthcare", label: "Healthcare" },
  { id: "other", label: "Other" },
] as const;
export const EXPERTISE_IDS = [
  "dev",
  "design",
  "marketing",
  "nocode",
  "healthcare",
  "other",
] as const satisfies readonly (typeof EXPERTISE_OPTIONS)[number]["id"][];
export type ExpertiseId = (typeof EXPERTISE_IDS)[number];

export const DEFAULT_PROFILE_ROLE = "AI Enthusiast";

export const LIMITS = {
  passwordMinLength: 6,
  titleMinLength: 5,
  descriptionMinLength: 20,
  maxSkills: 20,
  minOpenPositions: 1,
  maxOpenPositions: 20,
} as const;
