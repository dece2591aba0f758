/**
 * The skills catalogue: the skills of the AI builder world, each with its
 * category, the other spellings people type for it, and its relations.
 *
 * - `aliases`: other names of the same skill ("JS" for JavaScript). Matching
 *   treats them as the skill itself: input is normalized to `name` on write.
 * - `implies`: skills this one entails ("PyTorch" implies "Python"): a builder
 *   with this skill counts as having those, for a little less.
 * - `near`: neighbouring skills ("Figma" is near "UI Design"); the relation is
 *   symmetric (declared once, read both ways), and counts for less again.
 *
 * Every name in `implies` and `near` must be a catalogue `name`
 * (skills.test.ts checks it).
 */
import type { SkillCategory } from "./categories";

export type CatalogueSkill = {
  name: string;
  category: SkillCategory;
  aliases?: readonly string[];
  implies?: readonly string[];
  near?: readonly string[];
};

export const SKILL_CATALOGUE: readonly CatalogueSkill[] = [
  // AI and machine learning
  {
    name: "Machine Learning",
    category: "AI",
    aliases: ["ML"],
    near: ["Deep Learning", "Data Science"],
  },
  {
    name: "Deep Learning",
    category: "AI",
    aliases: ["DL"],
    implies: ["Machine Learning"],
  },
  { name: "PyTorch", category: "AI", implies: ["Python", "Deep Learning"] },
  {
    name: "TensorFlow",
    category: "AI",
    aliases: ["TF"],
    implies: ["Python", "Deep Learning"],
  },
  {
    name: "LLMs",
    category: "AI",
    aliases: ["LLM", "Large Language Models"],
    near: ["Prompt Engineering", "RAG"],
  },
  {
    name: "Fine-tuning LLMs",
    category: "AI",
    aliases: ["LLM fine-tuning", "Fine-tuning", "LLM Finetuning"],
    implies: ["LLMs", "Python"],
  },
  { name: "Prompt Engineering", category: "AI", near: ["LLMs"] },
  {
    name: "RAG",
    category: "AI",
    aliases: ["Retrieval-Augmented Generation"],
    implies: ["LLMs"],
    near: ["Vector Databases"],
  },
  { name: "LangChain", category: "AI", implies: ["LLMs", "RAG"] },
  {
    name: "Computer Vision",
    category: "AI",
    aliases: ["CV"],
    implies: ["Machine Learning"],
  },
  {
    name: "NLP",
    category: "AI",
    aliases: ["Natural Language Processing"],
    implies: ["Machine Learning"],
    near: ["LLMs"],
  },
  { name: "Vector Databases", category: "Data", aliases: ["Vector DB"] },
  // Development
  { name: "Python", category: "Development", aliases: ["py"] },
  {
    name: "JavaScript",
    category: "Development",
    aliases: ["JS", "ECMAScript"],
  },
  {
    name: "TypeScript",
    category: "Development",
    aliases: ["TS"],
    implies: ["JavaScript"],
  },
  {
    name: "React",
    category: "Development",
    aliases: ["ReactJS", "React.js"],
    implies: ["JavaScript"],
    near: ["Next.js"],
  },
  {
    name: "Next.js",
    category: "Development",
    aliases: ["NextJS", "Next"],
    implies: ["React"],
  },
  {
    name: "Node.js",
    category: "Development",
    aliases: ["Node", "NodeJS"],
    implies: ["JavaScript"],
  },
  {
    name: "PostgreSQL",
    category: "Data",
    aliases: ["Postgres", "psql"],
    implies: ["SQL"],
  },
  { name: "SQL", category: "Data" },
  {
    name: "Kubernetes",
    category: "Development",
    aliases: ["k8s"],
    near: ["Docker"],
  },
  { name: "Docker", category: "Development" },
  { name: "Data Science", category: "Data", near: ["Machine Learning"] },
  // Design
  { name: "UI Design", category: "Design", near: ["UX Design", "Figma"] },
  {
    name: "UX Design",
    category: "Design",
    aliases: ["UX"],
    near: ["User Research"],
  },
  { name: "Figma", category: "Design", near: ["UI Design"] },
  { name: "User Research", category: "Design" },
  // Marketing
  {
    name: "Growth Marketing",
    category: "Marketing",
    aliases: ["Growth"],
    near: ["SEO"],
  },
  {
    name: "SEO",
    category: "Marketing",
    aliases: ["Search Engine Optimization"],
  },
  { name: "Content Marketing", category: "Marketing" },
  // No-code
  { name: "Bubble", category: "NoCode", aliases: ["Bubble.io"] },
  { name: "Zapier", category: "NoCode", near: ["Make"] },
  { name: "Make", category: "NoCode", aliases: ["Integromat"] },
  // Product
  { name: "Product Management", category: "Product", aliases: ["PM"] },
];
