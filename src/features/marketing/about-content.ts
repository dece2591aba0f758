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
  "Our founders watched that happen again and again, in research labs, at hackathons and in startups. Talented builders were looking for meaningful work while visionaries were looking for them, and neither side had a good place to meet.",
  "So we built one: a marketplace where project owners describe what they are building and who they need, and builders from every discipline can find projects that match their skills and apply in a click.",
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
      body: "Verified profiles and secure collaboration make it safe to share an early idea.",
    },
    {
      icon: Lightbulb,
      title: "Built in the open",
      body: "We ship often and shape the product with the community that uses it.",
    },
  ] satisfies Value[],
};
