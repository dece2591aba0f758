/**
 * The quality benchmark's projects: 20, each with an owner among the
 * builders, the skills it wants, its seats, and the builders already accepted
 * onto its team (so what the team lacks differs from what the project asks
 * for). Two are full. Listed oldest first: they are created in this order.
 */
import type { ProjectCategory } from "../../convex/shared/constants";
import type { BuilderKey } from "./builders";

export type FixtureProject = {
  key: ProjectKey;
  title: string;
  owner: BuilderKey;
  category: ProjectCategory;
  skills: string[];
  seats: number;
  /** Accepted members, in order (they apply, the owner accepts). */
  team: BuilderKey[];
};

export const PROJECT_KEYS = [
  "radiology",
  "supportBot",
  "designSystem",
  "writingGrowth",
  "crmAutomations",
  "legalFineTune",
  "mlPlatform",
  "recipeApp",
  "clinicDashboard",
  "aiTutor",
  "seoOverhaul",
  "voiceNotes",
  "tutorMarketplace",
  "cropDisease",
  "vectorBenchmark",
  "fintechResearch",
  "newsletterPipeline",
  "pmAgent",
  "devToolGrowth",
  "researchDemo",
] as const;
export type ProjectKey = (typeof PROJECT_KEYS)[number];

const p = (
  key: ProjectKey,
  title: string,
  owner: BuilderKey,
  category: ProjectCategory,
  skills: string[],
  seats: number,
  team: BuilderKey[] = [],
): FixtureProject => ({ key, title, owner, category, skills, seats, team });

export const PROJECTS: readonly FixtureProject[] = [
  p(
    "radiology",
    "Radiology triage assistant",
    "liam",
    "Development",
    ["Computer Vision", "Python", "React"],
    3,
    ["pedro"],
  ),
  p(
    "supportBot",
    "Support chatbot with retrieval",
    "dana",
    "Development",
    ["RAG", "LLMs", "Vector Databases", "Node.js"],
    3,
    ["noah"],
  ),
  p(
    "designSystem",
    "Design system for a health app",
    "jamal",
    "Design",
    ["Figma", "UI Design", "UX Design"],
    2,
  ),
  p(
    "writingGrowth",
    "Launch growth for an AI writing tool",
    "zoe",
    "Marketing",
    ["Growth Marketing", "SEO", "Content Marketing"],
    2,
    ["olivia"],
  ),
  p(
    "crmAutomations",
    "No-code CRM automations",
    "quinn",
    "NoCode",
    ["Zapier", "Make", "Bubble"],
    2,
  ),
  p(
    "legalFineTune",
    "Fine-tune an LLM for legal summaries",
    "dev",
    "Development",
    ["Fine-tuning LLMs", "PyTorch", "NLP"],
    2,
  ),
  p(
    "mlPlatform",
    "Kubernetes platform for ML models",
    "tara",
    "Development",
    ["Kubernetes", "Docker", "Machine Learning"],
    2,
    ["grace"],
  ),
  p(
    "recipeApp",
    "Recipe app MVP",
    "vera",
    "Development",
    ["React", "Node.js", "UI Design"],
    1,
    ["ben"],
  ),
  p(
    "clinicDashboard",
    "Analytics dashboard for clinics",
    "isabel",
    "Development",
    ["SQL", "Python", "React"],
    3,
    ["hiro"],
  ),
  p(
    "aiTutor",
    "AI tutor for kids",
    "elena",
    "Development",
    ["LLMs", "Prompt Engineering", "Next.js", "UX Design"],
    4,
    ["quinn"],
  ),
  p(
    "seoOverhaul",
    "Marketing site SEO overhaul",
    "umar",
    "Marketing",
    ["SEO", "Content Marketing", "Next.js"],
    2,
  ),
  p(
    "voiceNotes",
    "Voice notes summarizer",
    "chloe",
    "Development",
    ["NLP", "Python", "LLMs"],
    1,
    ["kara"],
  ),
  p(
    "tutorMarketplace",
    "Bubble marketplace for tutors",
    "aiden",
    "NoCode",
    ["Bubble", "UI Design"],
    2,
  ),
  p(
    "cropDisease",
    "Computer vision for crop disease",
    "sam",
    "Development",
    ["Computer Vision", "TensorFlow", "Python"],
    2,
  ),
  p(
    "vectorBenchmark",
    "Open-source vector search benchmark",
    "carlos",
    "Development",
    ["Vector Databases", "Python", "PostgreSQL"],
    2,
  ),
  p(
    "fintechResearch",
    "User research for fintech onboarding",
    "xena",
    "Design",
    ["User Research", "UX Design"],
    1,
  ),
  p(
    "newsletterPipeline",
    "Data pipeline for a newsletter",
    "farid",
    "Development",
    ["SQL", "Python", "Docker"],
    2,
  ),
  p(
    "pmAgent",
    "LLM agent for product managers",
    "mei",
    "Development",
    ["LangChain", "LLMs", "Product Management", "TypeScript"],
    3,
    ["dana"],
  ),
  p(
    "devToolGrowth",
    "Community growth for a dev tool",
    "rosa",
    "Marketing",
    ["Growth Marketing", "Content Marketing"],
    2,
  ),
  p(
    "researchDemo",
    "Frontend for a research demo",
    "yusuf",
    "Design",
    ["React", "Figma", "UI Design"],
    2,
    ["chloe"],
  ),
];

/** A project's description: long enough for the schema, about its title. */
export function descriptionOf(project: FixtureProject): string {
  return `${project.title}: looking for people who bring ${project.skills.join(", ")}.`;
}
