import { FolderPlus, Rocket, Send, Users, type LucideIcon } from "lucide-react";
import { paths } from "@/config/paths";

export interface Guide {
  icon: LucideIcon;
  title: string;
  body: string;
  /** Where the guide's first step happens in the app. */
  link: { label: string; to: string };
}

export const guides: Guide[] = [
  {
    icon: Rocket,
    title: "Getting Started",
    body: "Create your account, choose your areas of expertise and write a short bio so collaborators know what you bring.",
    link: { label: "Create your profile", to: paths.signUp },
  },
  {
    icon: FolderPlus,
    title: "Creating Projects",
    body: "Describe your idea, pick a category, list the skills you need and how many positions are open, then review applications.",
    link: { label: "Go to your dashboard", to: paths.dashboard },
  },
  {
    icon: Users,
    title: "Finding Collaborators",
    body: "Search builders by name, role or skill, filter by category and follow the people you would like to work with.",
    link: { label: "Discover builders", to: paths.builders },
  },
  {
    icon: Send,
    title: "Joining Projects",
    body: "Browse open projects, apply with one click and follow each application's status from your dashboard.",
    link: { label: "Explore projects", to: paths.projects },
  },
];

export interface Faq {
  id: string;
  question: string;
  answer: string[];
}

export const faqs: Faq[] = [
  {
    id: "verification",
    question: "How do I get a Verified badge?",
    answer: [
      "Verification is earned through work on Buildmates: you need at least 3 completed projects with good ratings from the people you collaborated with.",
      "Once you reach that mark the Verified badge appears on your profile and builder card automatically. It can be removed if later ratings fall or if an account breaks our Terms of Service.",
    ],
  },
  {
    id: "multiple-projects",
    question: "Can I work on multiple projects at the same time?",
    answer: [
      "Yes. You can create as many projects as you like and apply to any number of projects you do not own. You can only apply once to each project.",
      "Your dashboard lists every project you own and every application you have sent, so it is easy to keep track of your commitments.",
    ],
  },
  {
    id: "payments",
    question: "How do payments work?",
    answer: [
      "Buildmates does not process payments or charge fees on collaborations today. Project owners and collaborators agree their own terms, whether that is a paid contract, revenue share, equity or a volunteer project.",
      "We recommend writing those terms down, including scope, timeline and ownership of the work, before anyone starts.",
    ],
  },
  {
    id: "disputes",
    question: "What happens if there is a dispute?",
    answer: [
      "Most disagreements are solved by talking them through, so start with the other person and keep a written record of what you agree.",
      "If that does not work, contact our support team with the project, the people involved and what happened. We reply within 24 hours, can help mediate, and will act on any behaviour that breaks our Terms of Service, up to suspending an account. Agreements between members remain between them.",
    ],
  },
];

export interface DocPageIntro {
  heading: string;
  intro: string;
}

/** /documentation's heading, also the fallback. */
export const defaultDocPageIntro: DocPageIntro = {
  heading: "Documentation",
  intro:
    "Everything you need to find collaborators, run your projects and make the most of Buildmates.",
};

/**
 * The documentation family shares one page (the spec); each route keeps its own
 * heading and says honestly what it holds today.
 */
export const docPageIntros: Record<string, DocPageIntro> = {
  [paths.documentation]: defaultDocPageIntro,
  [paths.guides]: {
    heading: "Guides",
    intro:
      "Step-by-step guides to finding collaborators, running your projects and joining others'.",
  },
  [paths.blog]: {
    heading: "Blog",
    intro:
      "Stories and product news will be published here. Until the first post, these guides and answers are the best place to start.",
  },
  [paths.careers]: {
    heading: "Careers",
    intro:
      "We have no open roles right now. If you would like to work with us, write to us through the contact page; meanwhile, here is how Buildmates works.",
  },
  [paths.press]: {
    heading: "Press",
    intro:
      "For press enquiries, write to us through the contact page. Here is how Buildmates works, in guides and answers.",
  },
  [paths.apiReference]: {
    heading: "API Reference",
    intro:
      "Buildmates has no public API yet. These guides cover everything the app lets you do today.",
  },
};
