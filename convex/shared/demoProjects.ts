/**
 * The spec's sample projects ("5 projects", and a few older ones), and the
 * demo builders' applications to them: the seed (`internal.seed.run`)
 * creates them through the same model code users go through. Isomorphic.
 *
 * Skills are catalogue names (skills.test.ts checks it), chosen so matching
 * has something to show from the first start: builders and projects overlap
 * (exactly, by an implied skill, or by a near one) without duplicating each
 * other, and every project keeps a gap its team does not cover yet.
 */
import type { ProjectCategory } from "./constants";
import type { DemoBuilderKey } from "./demoBuilders";
import type { Commitment, Compensation, Duration, Stage } from "./projectTerms";
import type { ZoneRange } from "./timeZones";

export type DemoProject = {
  key: string;
  creator: DemoBuilderKey;
  daysAgo: number;
  title: string;
  description: string;
  category: ProjectCategory;
  skills: string[];
  /** The seats of a project that names no role; absent when `roles` holds them. */
  openPositions?: number;
  /** Named roles, each with its own skills (among the project's) and seats. */
  roles?: DemoRole[];
  /** The terms a builder decides on; absent ones are not stated. */
  terms?: DemoTerms;
};

export type DemoRole = { title: string; skills: string[]; seats: number };

export type DemoTerms = {
  commitment?: Commitment;
  timeZones?: ZoneRange;
  remoteOk?: boolean;
  compensation?: Compensation;
  stage?: Stage;
  duration?: Duration;
};

/** Newest first; the first three are the home page's featured projects. */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    key: "health-companion",
    creator: "amara",
    daysAgo: 3,
    title: "AI Health Companion",
    description:
      "A voice assistant that helps patients follow their care plans between visits: medication reminders, symptom check-ins and plain-language answers reviewed by clinicians.",
    category: "Development",
    skills: [
      "React Native",
      "LLMs",
      "Speech-to-Text",
      "Clinical NLP",
      "Conversational UX",
    ],
    roles: [
      {
        title: "ML engineer",
        skills: ["LLMs", "Clinical NLP", "Speech-to-Text"],
        seats: 1,
      },
      {
        title: "Mobile developer",
        skills: ["React Native", "Conversational UX"],
        seats: 2,
      },
    ],
    terms: {
      commitment: { kind: "hours", hoursPerWeek: 10 },
      timeZones: { from: "Europe/London", to: "Europe/Berlin" },
      remoteOk: true,
      compensation: { kind: "equity", amount: "0.5-1%" },
      stage: "prototype",
      duration: "3-6-months",
    },
  },
  {
    key: "brand-voice",
    creator: "sofia",
    daysAgo: 7,
    title: "Brand Voice Generator",
    description:
      "Train a small model on a company's best copy, then draft on-brand emails, landing pages and posts. Looking for people to shape the product and its launch.",
    category: "Marketing",
    skills: [
      "Copywriting",
      "Prompt Engineering",
      "Fine-tuning LLMs",
      "Next.js",
      "Go-to-Market",
    ],
    openPositions: 2,
    terms: {
      commitment: { kind: "hours", hoursPerWeek: 15 },
      timeZones: { from: "America/New_York", to: "America/Los_Angeles" },
      remoteOk: true,
      compensation: { kind: "revenue-share", amount: "10% of revenue" },
      stage: "idea",
      duration: "1-3-months",
    },
  },
  {
    key: "design-copilot",
    creator: "marcus",
    daysAgo: 14,
    title: "Design System Copilot",
    description:
      "A Figma plugin that audits screens against a design system and suggests fixes with AI, from spacing tokens to accessible colour contrast.",
    category: "Design",
    skills: [
      "Figma Plugins",
      "TypeScript",
      "Design Systems",
      "Accessibility",
      "LLMs",
    ],
    roles: [
      {
        title: "Plugin developer",
        skills: ["Figma Plugins", "TypeScript", "Accessibility"],
        seats: 1,
      },
      {
        title: "AI engineer",
        skills: ["LLMs"],
        seats: 1,
      },
    ],
    terms: {
      commitment: { kind: "full-time" },
      timeZones: { from: "America/New_York", to: "Europe/London" },
      remoteOk: true,
      compensation: { kind: "paid", amount: "$40-60/h" },
      stage: "prototype",
      duration: "3-6-months",
    },
  },
  {
    key: "lead-qualifier",
    creator: "kenji",
    daysAgo: 21,
    title: "No-Code Lead Qualifier",
    description:
      "An AI agent built with Make and Airtable that reads inbound leads, scores them and books calls for the promising ones. Needs one more builder.",
    category: "NoCode",
    skills: ["Make", "Airtable", "OpenAI API", "Lead Generation"],
    openPositions: 1,
    terms: {
      commitment: { kind: "hours", hoursPerWeek: 5 },
      timeZones: { from: "Asia/Tokyo", to: "Asia/Tokyo" },
      remoteOk: true,
      compensation: { kind: "unpaid" },
      stage: "launched",
      duration: "under-1-month",
    },
  },
  {
    key: "meetup-matchmaker",
    creator: "liam",
    daysAgo: 30,
    title: "AI Meetup Matchmaker",
    description:
      "Pairs attendees of local AI meetups by goals and skills before the event, so everyone walks in knowing three people worth talking to.",
    category: "Other",
    skills: [
      "Recommendation Systems",
      "React",
      "Community Building",
      "Workflow Automation",
    ],
    openPositions: 4,
    terms: {
      commitment: { kind: "hours", hoursPerWeek: 8 },
      remoteOk: false,
      compensation: { kind: "prize", amount: "Hackathon prize split" },
      stage: "idea",
      duration: "ongoing",
    },
  },
  // Older projects that give every demo builder a few good matches from the
  // first start (Recommended for you, Suggested builders, the match badges).
  {
    key: "docs-assistant",
    creator: "liam",
    daysAgo: 38,
    title: "Cited Docs Assistant",
    description:
      "A chat assistant for developer docs that answers with citations and says when it does not know. Needs retrieval that holds up and an interface people trust.",
    category: "Development",
    skills: [
      "RAG",
      "Python",
      "Vector Databases",
      "LLM Evaluation",
      "UI Design",
    ],
    openPositions: 3,
  },
  {
    key: "eval-harness",
    creator: "priya",
    daysAgo: 45,
    title: "Open-Source Eval Harness",
    description:
      "A small, honest toolkit for evaluating fine-tuned models on your own data, with reports a product team can read. Looking for people to make it usable and known.",
    category: "Development",
    skills: [
      "LLM Evaluation",
      "Python",
      "Data Visualization",
      "Technical Writing",
      "Developer Relations",
    ],
    openPositions: 3,
  },
  {
    key: "support-autopilot",
    creator: "kenji",
    daysAgo: 52,
    title: "Support Inbox Autopilot",
    description:
      "Drafts replies to support emails from a team's help centre and routes the hard ones to a human. Built in n8n, needs prompt work and a simple review screen.",
    category: "NoCode",
    skills: [
      "n8n",
      "Prompt Engineering",
      "OpenAI API",
      "React",
      "Customer Support",
    ],
    openPositions: 2,
  },
  {
    key: "clinic-intake",
    creator: "amara",
    daysAgo: 60,
    title: "Clinic Intake Summaries",
    description:
      "Turns patient intake forms into a one-page summary for the clinician, with every line traceable to the source. Needs careful evaluation and a calm, clear design.",
    category: "Development",
    skills: [
      "Clinical NLP",
      "LLM Evaluation",
      "HIPAA Compliance",
      "Figma",
      "TypeScript",
    ],
    openPositions: 3,
  },
];

export type DemoApplication = {
  project: string;
  applicant: DemoBuilderKey;
  /** Days after the project's creation. */
  daysAfter: number;
  message?: string;
  /** The title of the role applied for, on a project with named roles. */
  role?: string;
  outcome: "pending" | "accepted" | "rejected";
};

/**
 * Some pending, some decided; the lead qualifier's only seat gets taken
 * (full), and so does the health companion's one ML engineer seat (that role
 * filled, its mobile developers still wanted).
 */
export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    project: "health-companion",
    applicant: "priya",
    daysAfter: 1,
    role: "ML engineer",
    message:
      "I have fine-tuned models on clinical notes and would love to own the evaluation pipeline.",
    outcome: "accepted",
  },
  {
    project: "health-companion",
    applicant: "liam",
    daysAfter: 2,
    role: "Mobile developer",
    outcome: "pending",
  },
  {
    project: "brand-voice",
    applicant: "marcus",
    daysAfter: 2,
    outcome: "pending",
  },
  {
    project: "design-copilot",
    applicant: "priya",
    daysAfter: 3,
    role: "AI engineer",
    message: "I can build the suggestion model behind the plugin.",
    outcome: "pending",
  },
  {
    project: "lead-qualifier",
    applicant: "sofia",
    daysAfter: 4,
    outcome: "accepted",
  },
  {
    project: "meetup-matchmaker",
    applicant: "amara",
    daysAfter: 5,
    outcome: "rejected",
  },
  {
    project: "meetup-matchmaker",
    applicant: "kenji",
    daysAfter: 6,
    message: "I can wire the sign-up forms and reminders with no-code tools.",
    outcome: "accepted",
  },
];
