/**
 * The spec's sample builders ("hard-coded sample data, 6 builders"), made
 * real: the seed (`internal.seed.run`) creates them as accounts and profiles,
 * with their work details and portfolios, through the same model code users
 * go through. Isomorphic, so the web app can reuse names (e.g. for
 * placeholders). Their projects are in demoProjects.ts, their finished
 * projects and reviews in demoHistory.ts.
 *
 * Skills are catalogue names (skills.test.ts checks it). Availability, hours
 * and time zones fit the projects each builder owns or is on: four are open
 * to projects; Kenji, on three teams, is busy; Amara, leading her own two
 * projects, is not looking (so she is never suggested).
 */
import type { ExpertiseId } from "./constants";
import type { Availability, PortfolioItemInput } from "./profileWork";

export const DEMO_BUILDER_KEYS = [
  "priya",
  "marcus",
  "sofia",
  "kenji",
  "amara",
  "liam",
] as const;
export type DemoBuilderKey = (typeof DEMO_BUILDER_KEYS)[number];

export type DemoBuilder = {
  key: DemoBuilderKey;
  /** Sign-in email (reserved `.test` domain); its local part becomes the username. */
  email: string;
  name: string;
  role: string;
  bio: string;
  expertise: ExpertiseId[];
  skills: string[];
  availability: Availability;
  hoursPerWeek: number;
  /** IANA name. */
  timeZone: string;
  /** In order; links on reserved domains (example.com). */
  portfolio?: PortfolioItemInput[];
};

export const DEMO_BUILDERS: readonly DemoBuilder[] = [
  {
    key: "priya",
    email: "priya@buildmates.test",
    name: "Priya Raman",
    role: "Machine Learning Engineer",
    bio: "Fine-tunes and evaluates language models for production. Happiest when a RAG pipeline finally cites the right source.",
    expertise: ["dev"],
    skills: [
      "Python",
      "PyTorch",
      "Fine-tuning LLMs",
      "RAG",
      "MLOps",
      "LLM Evaluation",
    ],
    availability: "open",
    hoursPerWeek: 20,
    timeZone: "Europe/London",
    portfolio: [
      {
        title: "Citation accuracy benchmark",
        summary:
          "A benchmark of 2,000 questions that checks whether a RAG system cites the passage its answer came from.",
        url: "https://example.com/priya/citation-benchmark",
      },
      {
        title: "Fine-tuning on a budget",
        summary:
          "LoRA recipes that fine-tune a 7B model on one GPU overnight, with the evaluation scripts to prove it worked.",
        url: "https://example.com/priya/lora-recipes",
      },
    ],
  },
  {
    key: "marcus",
    email: "marcus@buildmates.test",
    name: "Marcus Johnson",
    role: "Product Designer",
    bio: "Designs conversational interfaces that feel human. Ten years of UX, the last three spent making AI products understandable.",
    expertise: ["design"],
    skills: [
      "Figma",
      "User Research",
      "Design Systems",
      "Prototyping",
      "Conversational UX",
    ],
    availability: "open",
    hoursPerWeek: 40,
    timeZone: "America/New_York",
    portfolio: [
      {
        title: "Banking assistant redesign",
        summary:
          "Case study: a chat assistant whose answers show their sources, which cut support calls by a fifth.",
        url: "https://example.com/marcus/banking-assistant",
      },
      {
        title: "Tokens for AI interfaces",
        summary:
          "An open design system kit for chat, streaming text and confidence states, in Figma.",
        url: "https://example.com/marcus/ai-tokens",
      },
      {
        title: "Explaining a model's mistakes",
        summary:
          "Research notes from twelve interviews on how people want an AI tool to say it was wrong.",
        url: "https://example.com/marcus/model-mistakes",
      },
    ],
  },
  {
    key: "sofia",
    email: "sofia@buildmates.test",
    name: "Sofia Álvarez",
    role: "Growth Marketer",
    bio: "Takes AI tools from zero to their first ten thousand users with content, community and careful experiments.",
    expertise: ["marketing"],
    skills: [
      "Growth Marketing",
      "SEO",
      "Content Strategy",
      "Marketing Analytics",
      "Community Building",
      "Lead Generation",
    ],
    availability: "open",
    hoursPerWeek: 15,
    timeZone: "America/Mexico_City",
  },
  {
    key: "kenji",
    email: "kenji@buildmates.test",
    name: "Kenji Watanabe",
    role: "No-Code Automation Specialist",
    bio: "Builds AI-powered workflows without writing code: agents wired into CRMs, inboxes and spreadsheets in an afternoon.",
    expertise: ["nocode"],
    skills: ["Bubble", "Zapier", "Make", "Airtable", "n8n"],
    availability: "busy",
    hoursPerWeek: 5,
    timeZone: "Asia/Tokyo",
    portfolio: [
      {
        title: "Invoice chaser",
        summary:
          "A Make scenario that reads overdue invoices from Airtable and drafts a polite reminder for each client.",
        url: "https://example.com/kenji/invoice-chaser",
      },
    ],
  },
  {
    key: "amara",
    email: "amara@buildmates.test",
    name: "Amara Okafor",
    role: "Healthcare AI Researcher",
    bio: "Former ICU nurse turned clinical NLP researcher. Builds tools that give clinicians time back without cutting corners on safety.",
    expertise: ["healthcare", "dev"],
    skills: [
      "Clinical NLP",
      "Python",
      "HIPAA Compliance",
      "Model Evaluation",
      "Data Labeling",
    ],
    availability: "not-looking",
    hoursPerWeek: 10,
    timeZone: "Europe/London",
  },
  {
    key: "liam",
    email: "liam@buildmates.test",
    name: "Liam O'Connor",
    role: "Full-Stack AI Developer",
    bio: "Ships AI features end to end, from the prompt to the pixel. Loves real-time apps, typed APIs and small teams.",
    expertise: ["dev", "other"],
    skills: ["TypeScript", "React", "Node.js", "OpenAI API", "Convex"],
    availability: "open",
    hoursPerWeek: 25,
    timeZone: "Europe/Dublin",
  },
];
