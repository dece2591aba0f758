/**
 * The demo builders' history: projects they finished together and the
 * reviews they wrote each other, seeded through completeProject and
 * createReview after the live demo data (demoBuilders.ts, demoProjects.ts),
 * and the demo moderator.
 */
import type { DemoBuilderKey } from "./demoBuilders";
import type { DemoProject } from "./demoProjects";

export type DemoReview = {
  author: DemoBuilderKey;
  subject: DemoBuilderKey;
  rating: number;
  text: string;
};

export type DemoCompletedProject = Omit<
  DemoProject,
  "key" | "openPositions"
> & {
  members: DemoBuilderKey[];
  /** Days after creation that the owner marked it completed. */
  completedAfter: number;
  reviews: DemoReview[];
};

/**
 * Past projects the demo builders finished together, with the reviews they
 * wrote each other. Priya and Marcus end up Verified for honest
 * reasons (3 completions, 5 reviews averaging 4.8 and 4.6); Sofia has 2
 * completions, short of it; Kenji has exactly 2 reviews, so no rating shows
 * yet (the trust e2e test gives him his third).
 */
export const DEMO_COMPLETED_PROJECTS: readonly DemoCompletedProject[] = [
  {
    creator: "marcus",
    daysAgo: 200,
    completedAfter: 45,
    title: "Podcast Show Notes Generator",
    description:
      "Turns an episode's audio into chapters, a summary and show notes in the host's style.",
    category: "Development",
    skills: ["Speech-to-Text", "Prompt Engineering", "React"],
    members: ["priya", "sofia"],
    reviews: [
      {
        author: "marcus",
        subject: "priya",
        rating: 5,
        text: "Priya built the summarisation pipeline and its evals; quality went up every week.",
      },
      {
        author: "sofia",
        subject: "priya",
        rating: 5,
        text: "Clear about trade-offs and generous with her time.",
      },
      {
        author: "priya",
        subject: "marcus",
        rating: 5,
        text: "Marcus kept the scope tight and shipped on the date he promised.",
      },
      {
        author: "sofia",
        subject: "marcus",
        rating: 4,
        text: "Great product sense; reviews were sometimes slow.",
      },
      {
        author: "marcus",
        subject: "sofia",
        rating: 5,
        text: "Sofia's copy made the show notes sound like the host.",
      },
      {
        author: "priya",
        subject: "sofia",
        rating: 4,
        text: "Thoughtful prompts and a good eye for tone.",
      },
    ],
  },
  {
    creator: "priya",
    daysAgo: 160,
    completedAfter: 40,
    title: "Retail Demand Forecaster",
    description:
      "Weekly demand forecasts for a small grocery chain, with a plain-language explanation per product.",
    category: "Development",
    skills: ["Python", "Time Series", "MLOps"],
    members: ["marcus", "kenji"],
    reviews: [
      {
        author: "priya",
        subject: "marcus",
        rating: 5,
        text: "The dashboard Marcus designed is what the store managers actually use.",
      },
      {
        author: "kenji",
        subject: "marcus",
        rating: 4,
        text: "Solid collaborator, very clear specs.",
      },
      {
        author: "marcus",
        subject: "priya",
        rating: 4,
        text: "Strong modelling; the first forecasts came a little late.",
      },
      {
        author: "kenji",
        subject: "priya",
        rating: 5,
        text: "Explained every model choice so the client could trust it.",
      },
      {
        author: "priya",
        subject: "kenji",
        rating: 4,
        text: "Kenji automated the data pulls with no code at all.",
      },
      {
        author: "marcus",
        subject: "kenji",
        rating: 5,
        text: "Reliable and fast; the automations never broke.",
      },
    ],
  },
  {
    creator: "sofia",
    daysAgo: 110,
    completedAfter: 30,
    title: "Onboarding Email Copilot",
    description:
      "Drafts a SaaS product's onboarding emails from its docs and tests subject lines.",
    category: "Marketing",
    skills: ["Copywriting", "Prompt Engineering", "Email Marketing"],
    members: ["priya", "marcus"],
    reviews: [
      {
        author: "sofia",
        subject: "priya",
        rating: 5,
        text: "Priya's evaluation set caught every off-brand draft.",
      },
      {
        author: "sofia",
        subject: "marcus",
        rating: 5,
        text: "Marcus made the review screen a joy to use.",
      },
      {
        author: "priya",
        subject: "sofia",
        rating: 5,
        text: "Sofia ran the project calmly and knew exactly what good looked like.",
      },
      {
        author: "marcus",
        subject: "sofia",
        rating: 4,
        text: "Great briefs; a few late changes to the plan.",
      },
    ],
  },
];

/** The demo account that is a moderator (moderation.setOperator), to try /moderation. */
export const DEMO_OPERATOR: DemoBuilderKey = "liam";
