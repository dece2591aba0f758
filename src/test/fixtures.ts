import type { Id } from "@convex/_generated/dataModel";
import type {
  Match,
  ProjectSummary,
  ViewerProfile,
  ViewerProjectState,
} from "@/lib/api-types";

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
    teamSkillCounts: [],
    creatorId: "u1" as Id<"users">,
    creator: { id: "u1" as Id<"users">, name: "Maya Okafor", avatarUrl: null },
    coverUrl: null,
    roles: [{ key: "r1", title: "", skills: [], seats: 3, filled: 0 }],
    commitment: null,
    timeZones: null,
    remoteOk: null,
    compensation: null,
    stage: null,
    duration: null,
    createdAt: now - 3 * DAY,
    updatedAt: now - 3 * DAY,
    isOwner: false,
    viewerApplicationStatus: null,
    match: null,
    ...overrides,
  };
}

/** The viewer's application statuses of project rows, as `projects.viewerStates` returns them. */
export function viewerStatesOf(
  projects: readonly ProjectSummary[],
): ViewerProjectState[] {
  return projects.map((project) => ({
    projectId: project._id,
    viewerApplicationStatus: project.viewerApplicationStatus,
  }));
}

/** The signed-in viewer's profile as `profiles.me` returns it, with overrides. */
export function viewerProfileFixture(
  overrides: Partial<ViewerProfile> = {},
): ViewerProfile {
  return {
    _id: "me-profile" as Id<"profiles">,
    userId: "me" as Id<"users">,
    email: "ada@example.com",
    name: "Ada Lovelace",
    username: "ada",
    role: "AI Enthusiast",
    bio: "",
    skills: ["Python", "React"],
    expertise: ["dev"],
    availability: "open",
    hoursPerWeek: null,
    timeZone: null,
    avatarUrl: null,
    ...overrides,
  };
}

/** A match as the server computes it: the breakdown adds up to the score. */
export function matchFixture(overrides: Partial<Match> = {}): Match {
  return {
    score: 78,
    role: { key: "r1", title: "" },
    reasons: [
      {
        kind: "skills",
        tone: "positive",
        text: "You have 2 of the 3 skills it asks for: Python, React",
      },
      { kind: "implied", tone: "positive", text: "PyTorch counts as Python" },
      { kind: "missing", tone: "negative", text: "Missing: Kubernetes" },
      {
        kind: "expertise",
        tone: "positive",
        text: "Your expertise fits this Design project",
      },
      { kind: "seats", tone: "positive", text: "3 seats left" },
      {
        kind: "teamFit",
        tone: "positive",
        text: "The team has no designer yet: you would be the first",
      },
      {
        kind: "timeZone",
        tone: "positive",
        text: "6 hours of overlap with the team's time zone",
      },
      {
        kind: "commitment",
        tone: "positive",
        text: "Wants 10 h a week, you offer 20",
      },
    ],
    breakdown: [
      { part: "skills", label: "Skills", points: 32, max: 50 },
      { part: "expertise", label: "Expertise", points: 15, max: 15 },
      { part: "seats", label: "Open seats", points: 5, max: 5 },
      { part: "teamFit", label: "Team fit", points: 8, max: 10 },
      { part: "timeZone", label: "Time zone", points: 8, max: 10 },
      { part: "commitment", label: "Commitment", points: 10, max: 10 },
    ],
    missingSkills: ["Kubernetes"],
    ...overrides,
  };
}
