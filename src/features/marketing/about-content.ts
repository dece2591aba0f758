import {
  Compass,
  HeartHandshake,
  Lightbulb,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";

/** The founding story, one paragraph per entry. */
export const story: string[] = [
  "Buildmates started with a simple observation: the best AI ideas rarely fail for lack of vision. They stall because the person with the idea cannot find the engineer, designer or marketer who would turn it into a product.",
  "Buildmates is a place for both sides to meet: project owners describe what they are building and who they need, and builders from every discipline find the projects that match their skills and apply.",
  "Matches are explained, never guessed: every score shows the parts it is made of and its reasons. Trust is earned: reviews come only from teammates on a finished project, and the Verified badge is computed from that record.",
];

export interface Value {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const mission = {
  statement:
    "Our mission is to connect visionaries with AI builders so that innovative, responsible solutions reach the people who need them, faster.",
  values: [
    {
      icon: Compass,
      title: "Purpose over hype",
      body: "We champion projects that solve real problems, from healthcare to education to climate.",
    },
    {
      icon: HeartHandshake,
      title: "Open to every discipline",
      body: "Developers, designers, marketers and no-code specialists all belong on an AI team.",
    },
    {
      icon: ShieldCheck,
      title: "Trust by design",
      body: "Reviews come only from real teammates, the Verified badge is earned, and you can block or report anyone.",
    },
    {
      icon: Lightbulb,
      title: "Explained, not guessed",
      body: "Every match shows its score's parts and its reasons, so you know why a project or a builder is suggested.",
    },
  ] satisfies Value[],
};
