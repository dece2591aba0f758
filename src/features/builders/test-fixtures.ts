import type { Id } from "@convex/_generated/dataModel";
import type { BuilderRow } from "./lib/types";

/** A builder row as `builders.list` returns it, with overrides. */
export function builderFixture(
  overrides: Partial<BuilderRow> = {},
): BuilderRow {
  return {
    _id: "pr1" as Id<"profiles">,
    _creationTime: 0,
    userId: "u1" as Id<"users">,
    name: "Priya Raman",
    username: "priya",
    role: "Machine Learning Engineer",
    bio: "Fine-tunes and evaluates language models for production.",
    skills: [
      "Python",
      "PyTorch",
      "Fine-tuning LLMs",
      "RAG",
      "MLOps",
      "LLM Evaluation",
    ],
    expertise: ["dev"],
    categories: ["Development"],
    avatarUrl: null,
    availability: "open",
    hoursPerWeek: null,
    timeZone: null,
    links: {},
    verified: false,
    rating: null,
    reviewCount: 0,
    completedProjectsCount: 0,
    canMessage: true,
    blockedByViewer: false,
    followersCount: 12,
    projectsCount: 3,
    hasMoreProjects: false,
    isFollowing: false,
    isFavorite: false,
    isSelf: false,
    match: null,
    ...overrides,
  };
}
