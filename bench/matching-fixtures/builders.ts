/**
 * The quality benchmark's builders: 30 people of the AI builder world, their
 * skills as they typed them (aliases included: "ReactJS", "k8s", "Postgres",
 * "LLM fine-tuning"), and their fields. Some overlap, some complement each
 * other; one has no skills, one only skills outside the catalogue.
 */
import type { ExpertiseId } from "../../convex/shared/constants";

export type FixtureBuilder = {
  key: BuilderKey;
  name: string;
  expertise: ExpertiseId[];
  /** As typed in Settings; the app stores its own normalization of them. */
  skills: string[];
};

export const BUILDER_KEYS = [
  "ana",
  "ben",
  "chloe",
  "dev",
  "elena",
  "farid",
  "grace",
  "hiro",
  "isabel",
  "jamal",
  "kara",
  "liam",
  "mei",
  "noah",
  "olivia",
  "pedro",
  "quinn",
  "rosa",
  "sam",
  "tara",
  "umar",
  "vera",
  "will",
  "xena",
  "yusuf",
  "zoe",
  "aiden",
  "bella",
  "carlos",
  "dana",
] as const;
export type BuilderKey = (typeof BUILDER_KEYS)[number];

const b = (
  key: BuilderKey,
  name: string,
  expertise: ExpertiseId[],
  skills: string[],
): FixtureBuilder => ({ key, name, expertise, skills });

export const BUILDERS: readonly FixtureBuilder[] = [
  b(
    "ana",
    "Ana Torres",
    ["dev"],
    ["PyTorch", "Computer Vision", "Deep Learning"],
  ),
  b("ben", "Ben Okafor", ["dev"], ["ReactJS", "TS", "Node", "Postgres"]),
  b("chloe", "Chloe Martin", ["design"], ["Figma", "UI Design", "UX"]),
  b(
    "dev",
    "Dev Patel",
    ["dev"],
    ["LangChain", "Vector Databases", "Python", "Prompt Engineering"],
  ),
  b(
    "elena",
    "Elena Rossi",
    ["marketing"],
    ["Growth", "SEO", "Content Marketing"],
  ),
  b("farid", "Farid Haddad", ["nocode"], ["Bubble", "Integromat", "Zapier"]),
  b("grace", "Grace Kim", ["dev"], ["k8s", "Docker", "PostgreSQL"]),
  b("hiro", "Hiro Tanaka", ["dev"], ["Data Science", "SQL", "py"]),
  b(
    "isabel",
    "Isabel Cruz",
    ["design", "healthcare"],
    ["User Research", "UX Design"],
  ),
  b(
    "jamal",
    "Jamal Wright",
    ["dev", "design"],
    ["Next.js", "TypeScript", "UI Design"],
  ),
  b("kara", "Kara Nilsen", ["dev"], ["NLP", "LLM fine-tuning", "PyTorch"]),
  b("liam", "Liam O'Brien", ["other"], ["PM", "User Research"]),
  b(
    "mei",
    "Mei Chen",
    ["dev", "healthcare"],
    ["TensorFlow", "Computer Vision"],
  ),
  b("noah", "Noah Fischer", ["dev"], ["Node.js", "JavaScript", "SQL"]),
  b("olivia", "Olivia Brown", ["marketing"], ["Content Marketing", "SEO"]),
  b("pedro", "Pedro Alves", ["dev"], ["Python", "Docker"]),
  b(
    "quinn",
    "Quinn Harper",
    ["nocode"],
    ["Prompt Engineering", "Zapier", "LLMs"],
  ),
  b("rosa", "Rosa Diaz", ["design"], ["Figma", "React"]),
  b("sam", "Sam Lee", ["dev"], ["ML", "Data Science", "SQL"]),
  b("tara", "Tara Singh", ["dev"], ["RAG", "Python", "PostgreSQL"]),
  b("umar", "Umar Farooq", ["dev"], ["JavaScript", "Figma"]),
  b("vera", "Vera Ivanova", ["marketing"], ["Growth Marketing", "SQL"]),
  b("will", "Will Turner", ["nocode", "design"], ["Bubble", "UI Design"]),
  b("xena", "Xena Park", ["dev"], ["Deep Learning", "Python"]),
  b(
    "yusuf",
    "Yusuf Demir",
    ["dev"],
    ["Kubernetes", "Machine Learning", "Python"],
  ),
  b(
    "zoe",
    "Zoe Adams",
    ["marketing", "other"],
    ["Product Management", "Content Marketing"],
  ),
  b("aiden", "Aiden Ross", ["other"], []),
  b(
    "bella",
    "Bella Costa",
    ["healthcare"],
    ["Clinical Workflows", "Medical Billing"],
  ),
  b(
    "carlos",
    "Carlos Mendez",
    ["dev"],
    ["SQL", "Postgres", "Python", "Docker"],
  ),
  b(
    "dana",
    "Dana Wolfe",
    ["other"],
    ["LLMs", "Product Management", "Prompt Engineering"],
  ),
];
