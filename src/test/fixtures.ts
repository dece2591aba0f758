import type { Id } from "@convex/_generated/dataModel";
import type { ProjectSummary } from "@/lib/api-types";

const DAY = 24 * 60 * 60 * 1000;

/** A project row as `projects.list` returns it, with overrides. */
export function projectFixture(
  overrides: Partial<ProjectSummary> = {},
): ProjectSummary {
  const now = Date.now();
  return {
    _id: "p1" as Id<"projects">,
    _creationTime: now - 3 * DAY,
    title: "AI Health Companion",
    description:
      "A voice assistant that helps patients follow their care plans.",
    category: "Design",
    skills: ["React", "Figma", "Python", "LLMs", "Voice", "Marketing"],
    openPositions: 3,
    filledPositions: 0,
    seatsLeft: 3,
    status: "open",
    creatorId: "u1" as Id<"users">,
    creator: { id: "u1" as Id<"users">, name: "Maya Okafor", avatarUrl: null },
    createdAt: now - 3 * DAY,
    updatedAt: now - 3 * DAY,
    isOwner: false,
    viewerApplicationStatus: null,
    match: null,
    ...overrides,
  };
}
