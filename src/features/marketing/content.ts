import {
  BrainCircuit,
  Handshake,
  ShieldCheck,
  UserPlus,
  Users,
  BadgeCheck,
  type LucideIcon,
} from "lucide-react";

export interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const benefits: Feature[] = [
  {
    icon: BrainCircuit,
    title: "AI-Powered Matching",
    body: "Skills, interests and goals are matched so you meet collaborators who fit your project.",
  },
  {
    icon: ShieldCheck,
    title: "Secure Collaboration",
    body: "Encrypted communication keeps your ideas and conversations safe.",
  },
  {
    icon: BadgeCheck,
    title: "Verified Profiles",
    body: "Builders earn verification through completed projects and good ratings.",
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
    body: "Browse projects and builders, apply to join, or post a project of your own.",
  },
  {
    icon: Handshake,
    title: "Collaborate and create",
    body: "Team up, ship together and grow a portfolio of AI projects that matter.",
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const team: TeamMember[] = [
  {
    name: "Maya Okafor",
    role: "Co-founder & CEO",
    bio: "Former product lead at an AI lab. Maya started Buildmates after watching great ideas stall for want of the right collaborator.",
  },
  {
    name: "Daniel Reyes",
    role: "Co-founder & CTO",
    bio: "Engineer behind real-time systems used by millions. Daniel makes sure every match, application and update arrives instantly.",
  },
];
