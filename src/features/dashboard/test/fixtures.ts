import type { Id } from "@convex/_generated/dataModel";
import type { MyApplication } from "@/lib/api-types";
import type {
  ActivityItem,
  Collaboration,
  DashboardPerson,
} from "../lib/types";

export const DAY = 24 * 60 * 60 * 1000;

export function personFixture(
  overrides: Partial<DashboardPerson> = {},
): DashboardPerson {
  return {
    userId: "u2" as Id<"users">,
    profileId: "pr2" as Id<"profiles">,
    name: "Ann Applicant",
    username: "ann",
    role: "ML Engineer",
    avatarUrl: null,
    ...overrides,
  };
}

export function applicationFixture(
  overrides: Partial<MyApplication> = {},
): MyApplication {
  return {
    _id: "a1" as Id<"applications">,
    status: "pending",
    message: "I've shipped two RAG products.\nHappy to help!",
    closedBecause: null,
    createdAt: Date.UTC(2026, 2, 14, 12),
    decidedAt: null,
    role: { key: "r1", title: "" },
    attachment: null,
    project: {
      _id: "p1" as Id<"projects">,
      title: "AI Health Companion",
      category: "Design",
      status: "open",
      creator: {
        id: "u1" as Id<"users">,
        name: "Maya Okafor",
        avatarUrl: null,
      },
    },
    ...overrides,
  };
}

export function collaborationFixture(
  overrides: Partial<Collaboration> = {},
): Collaboration {
  return {
    _id: "p1" as Id<"projects">,
    title: "AI Health Companion",
    description: "A voice assistant that helps patients follow care plans.",
    category: "Development",
    skills: ["React", "Python", "LLMs", "Voice", "Figma"],
    createdAt: Date.UTC(2026, 0, 5, 12),
    isOwner: true,
    collaborators: [
      personFixture({ userId: "u2" as Id<"users">, name: "Ann Applicant" }),
      personFixture({ userId: "u3" as Id<"users">, name: "Ben Builder" }),
      personFixture({ userId: "u4" as Id<"users">, name: "Cleo Coder" }),
    ],
    collaboratorCount: 3,
    ...overrides,
  };
}

export function activityFixture(
  overrides: Partial<ActivityItem> = {},
): ActivityItem {
  return {
    id: "a1" as Id<"activity">,
    kind: "applicationReceived",
    role: "recipient",
    time: Date.now() - 2 * DAY,
    project: { _id: "p1" as Id<"projects">, title: "AI Health Companion" },
    person: personFixture(),
    closedBecause: null,
    ...overrides,
  };
}
