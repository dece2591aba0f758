import {
  BadgeCheck,
  Handshake,
  Scale,
  ShieldCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from "lucide-react";
import { VERIFICATION } from "@convex/shared/trust";

export interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const benefits: Feature[] = [
  {
    icon: Scale,
    title: "Explainable Matching",
    body: "Every match scores skills, expertise, open seats and what the team still lacks, and shows how many points each part gave, in plain words.",
  },
  {
    icon: ShieldCheck,
    title: "Private Messages",
    body: "Messages are visible only to you and the person you write to, never to other members, and are never sold. They travel over TLS on the hosted service (they are not end-to-end encrypted). Block or report anyone at any time.",
  },
  {
    icon: BadgeCheck,
    title: "Earned Verification",
    body: `The Verified badge is computed from ${VERIFICATION.minCompletedProjects} completed projects, an average rating of ${VERIFICATION.minAverageRating} or more from at least ${VERIFICATION.minReviews} teammates' reviews, and a verified email. Nobody can buy it or be granted it.`,
  },
];

export const steps: Feature[] = [
  {
    icon: UserPlus,
    title: "Create a profile",
    body: "Tell us your expertise, your skills and what you want to build.",
  },
  {
    icon: Users,
    title: "Get matched",
    body: "See the open projects that fit your skills best, with the reasons, and apply; or post a project and get builders suggested for what your team lacks.",
  },
  {
    icon: Handshake,
    title: "Collaborate and create",
    body: "Team up, ship together and grow a portfolio of AI projects that matter.",
  },
];
