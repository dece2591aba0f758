/** Product and the business around it: management, discovery, strategy, operations. */
import { skillsOf, type CatalogueSkill } from "../types";

const skill = skillsOf("Product");

export const PRODUCT_SKILLS: readonly CatalogueSkill[] = [
  skill("Product Management", {
    aliases: ["PM", "Product Manager", "Product Owner"],
    near: ["Product Strategy", "Roadmapping", "Product Discovery"],
  }),
  skill("AI Product Management", {
    aliases: ["AI PM", "AI Product Manager"],
    implies: ["Product Management"],
    near: ["LLMs"],
  }),
  skill("Product Strategy", {
    aliases: ["Product Vision"],
    near: ["Business Strategy"],
  }),
  skill("Roadmapping", { aliases: ["Product Roadmap", "Roadmaps"] }),
  skill("Product Discovery", { near: ["Customer Discovery"] }),
  skill("Customer Discovery", {
    aliases: ["Customer Interviews", "Customer Development"],
  }),
  skill("Requirements Gathering", {
    aliases: ["PRD", "PRDs", "Product Requirements", "Specs", "User Stories"],
    near: ["Product Management"],
  }),
  skill("MVP Development", {
    aliases: ["MVP", "MVPs", "Rapid MVP"],
    near: ["Prototyping", "Product Management"],
  }),
  skill("Product Analytics", {
    aliases: ["Product Metrics", "KPIs"],
    near: ["A/B Testing", "Data Analysis"],
  }),
  skill("Mixpanel", { implies: ["Product Analytics"] }),
  skill("Amplitude", { implies: ["Product Analytics"] }),
  skill("PostHog", { implies: ["Product Analytics"] }),
  skill("A/B Testing", {
    aliases: ["AB Testing", "Split Testing", "Experimentation"],
    near: ["Conversion Rate Optimization"],
  }),
  skill("Agile", {
    aliases: ["Scrum", "Kanban", "Agile Methodologies"],
    near: ["Project Management"],
  }),
  skill("Project Management", {
    aliases: ["Project Manager", "PMP", "Program Management"],
  }),
  skill("Jira", { aliases: ["Atlassian Jira"], near: ["Agile", "Linear"] }),
  skill("Linear", { aliases: ["Linear App"], near: ["Project Management"] }),
  skill("Technical Writing", {
    aliases: ["Documentation", "Docs", "API Documentation", "Technical Docs"],
    near: ["UX Writing"],
  }),
  skill("Customer Support", {
    aliases: ["Customer Success", "Support", "Customer Service"],
    near: ["Community Building"],
  }),
  skill("Entrepreneurship", {
    aliases: ["Founder", "Startups", "Startup", "Co-founder"],
    near: ["Fundraising", "Product Strategy"],
  }),
  skill("Fundraising", {
    aliases: [
      "Pitch Decks",
      "Pitching",
      "Startup Fundraising",
      "Venture Capital",
    ],
    near: ["Financial Modeling"],
  }),
  skill("Business Strategy", {
    aliases: ["Strategy", "Business Planning", "Business Model Design"],
  }),
  skill("Pricing", {
    aliases: ["Pricing Strategy", "Monetization"],
    near: ["Product Strategy"],
  }),
  skill("Operations", {
    aliases: ["Ops", "BizOps", "Startup Operations", "Business Operations"],
    near: ["Project Management"],
  }),
];
