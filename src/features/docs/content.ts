import { FolderPlus, Rocket, Send, Users, type LucideIcon } from "lucide-react";
import { VERIFICATION } from "@convex/shared/trust";
import { paths } from "@/config/paths";

export interface Guide {
  icon: LucideIcon;
  title: string;
  body: string;
  /** Where the guide's first step happens in the app. */
  link: { label: string; to: string };
}

/** /documentation's four ways in, each opening its guide on /guides. */
export const guides: Guide[] = [
  {
    icon: Rocket,
    title: "Getting Started",
    body: "Create your account, choose your areas of expertise and add the skills matching reads.",
    link: { label: "Set up your profile", to: `${paths.guides}#profile` },
  },
  {
    icon: FolderPlus,
    title: "Creating Projects",
    body: "Describe your idea, pick a category, list the skills you need and how many positions are open, then answer applications.",
    link: { label: "Post a project", to: `${paths.guides}#post-project` },
  },
  {
    icon: Users,
    title: "Finding Collaborators",
    body: "See the builders who bring what your team lacks, invite them to apply, or search by name, role or skill.",
    link: { label: "Find builders", to: `${paths.guides}#find-builders` },
  },
  {
    icon: Send,
    title: "Joining Projects",
    body: "Find the projects that match your skills, apply, and follow each application's status from your dashboard.",
    link: { label: "Apply to projects", to: `${paths.guides}#apply` },
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
      `Verification is earned through work on Buildmates: you need at least ${VERIFICATION.minCompletedProjects} completed projects with good ratings from the people you collaborated with (an average of ${VERIFICATION.minAverageRating} or more from at least ${VERIFICATION.minReviews} reviews), and a verified email.`,
      "Once all of that holds, the Verified badge appears on your profile and builder card by itself, and it goes away by itself if your average falls below the mark. Nobody can grant it or buy it: select a badge to see exactly what it checks.",
    ],
  },
  {
    id: "multiple-projects",
    question: "Can I work on multiple projects at the same time?",
    answer: [
      "Yes. You can create as many projects as you like and apply to any number of projects you do not own, with one application per project (one that expired unanswered can be sent again).",
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
      "If someone harasses you, scams you or breaks our Terms of Service, report their profile, project or message: reports go to our moderators. You can also block them: they can no longer message you or apply to your projects.",
      "For anything else, write to us through the contact page with the project, the people involved and what happened. Agreements between members remain between them.",
    ],
  },
];
