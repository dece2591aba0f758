/**
 * Hand judgements, as a thoughtful person reading the profiles and projects
 * would make them, before looking at any score: 2 good, 1 fair, 0 poor.
 * What a team already has counts for less than what it lacks; a framework
 * counts as its language (PyTorch people are Python people); a full project
 * is a poor recommendation whatever the skills. Anything not listed is poor
 * (0): it shares nothing the judge thought worth a seat. The poor ones listed
 * are the traps: a shared skill that the team already covers, a full project.
 */
import type { BuilderKey } from "./builders";
import type { ProjectKey } from "./projects";

export type Relevance = 0 | 1 | 2;
export type Judgement<K> = { key: K; relevance: Relevance; why: string };

export type ProjectsForBuilder = {
  builder: BuilderKey;
  projects: Judgement<ProjectKey>[];
};
export type BuildersForProject = {
  project: ProjectKey;
  builders: Judgement<BuilderKey>[];
};

const j = <K>(key: K, relevance: Relevance, why: string): Judgement<K> => ({
  key,
  relevance,
  why,
});

/** For each of 9 builders: the projects they should be recommended. */
export const PROJECTS_FOR_BUILDERS: readonly ProjectsForBuilder[] = [
  {
    builder: "ana",
    projects: [
      j(
        "cropDisease",
        2,
        "Computer vision is the project; her PyTorch work carries to TensorFlow and Python.",
      ),
      j(
        "radiology",
        2,
        "The team has Python; it lacks the computer vision she does.",
      ),
      j(
        "mlPlatform",
        2,
        "The team has the Kubernetes and Docker people; it lacks ML, which her deep learning is.",
      ),
      j(
        "legalFineTune",
        1,
        "PyTorch fits, but the work is NLP and LLMs, which she has not done.",
      ),
      j(
        "vectorBenchmark",
        0,
        "Only Python, through PyTorch; the work is databases.",
      ),
      j(
        "clinicDashboard",
        0,
        "The team lacks React only; she brings nothing it needs.",
      ),
      j("voiceNotes", 0, "Full."),
    ],
  },
  {
    builder: "ben",
    projects: [
      j(
        "clinicDashboard",
        2,
        "The team has SQL and Python and lacks exactly the React he writes.",
      ),
      j(
        "researchDemo",
        2,
        "The designer is on board; the demo needs a React developer.",
      ),
      j(
        "pmAgent",
        1,
        "Brings TypeScript, one of the two skills the team lacks, but not LangChain.",
      ),
      j(
        "aiTutor",
        1,
        "React is next door to the Next.js it lacks; nothing on the LLM side.",
      ),
      j(
        "radiology",
        1,
        "Brings the React the team lacks, but the core is computer vision.",
      ),
      j(
        "vectorBenchmark",
        1,
        "Postgres is one of three; no vector search or Python.",
      ),
      j(
        "supportBot",
        0,
        "His Node.js is the one skill the team already has; it lacks the LLM and retrieval people.",
      ),
    ],
  },
  {
    builder: "chloe",
    projects: [
      j("designSystem", 2, "Figma, UI and UX: exactly the project."),
      j("fintechResearch", 2, "A UX designer for a UX research project."),
      j(
        "aiTutor",
        2,
        "The team has the LLM person; it lacks the UX designer she is.",
      ),
      j("tutorMarketplace", 1, "UI design fits; Bubble she does not know."),
      j("recipeApp", 0, "Full."),
    ],
  },
  {
    builder: "kara",
    projects: [
      j("legalFineTune", 2, "Fine-tuning LLMs, PyTorch and NLP: all three."),
      j(
        "supportBot",
        1,
        "She knows LLMs, which the team lacks, but not retrieval or vector databases.",
      ),
      j(
        "cropDisease",
        1,
        "A deep learning engineer could pick up TensorFlow; no vision work.",
      ),
      j(
        "mlPlatform",
        1,
        "NLP is ML, which the team lacks, though her work is LLMs.",
      ),
      j(
        "pmAgent",
        0,
        "The team has its LLM person; it lacks LangChain and TypeScript, neither hers.",
      ),
      j("aiTutor", 0, "The LLM side is covered; it lacks Next.js and UX."),
      j("vectorBenchmark", 0, "Only Python, through PyTorch."),
    ],
  },
  {
    builder: "elena",
    projects: [
      j(
        "writingGrowth",
        2,
        "The team has content and SEO; growth is what it lacks, and her field.",
      ),
      j("devToolGrowth", 2, "Growth and content marketing: both hers."),
      j(
        "seoOverhaul",
        2,
        "SEO and content are hers; Next.js is for someone else.",
      ),
    ],
  },
  {
    builder: "farid",
    projects: [
      j(
        "crmAutomations",
        2,
        "Zapier, Make (he typed Integromat) and Bubble: all three.",
      ),
      j(
        "tutorMarketplace",
        2,
        "A Bubble marketplace needs a Bubble builder first.",
      ),
    ],
  },
  {
    builder: "pedro",
    projects: [
      j(
        "newsletterPipeline",
        2,
        "Python and Docker, two of three; SQL comes with pipelines.",
      ),
      j("vectorBenchmark", 1, "Python fits; no databases."),
      j("cropDisease", 1, "Python fits; no computer vision."),
      j(
        "mlPlatform",
        0,
        "His Docker is covered by the team; it lacks ML, which he does not do.",
      ),
      j("clinicDashboard", 0, "His Python is covered; the team lacks React."),
      j("legalFineTune", 0, "Python alone is not fine-tuning LLMs."),
    ],
  },
  {
    builder: "yusuf",
    projects: [
      j(
        "mlPlatform",
        2,
        "Brings ML, the one skill the team lacks, and knows Kubernetes.",
      ),
      j("cropDisease", 1, "Python and ML, no vision."),
      j(
        "newsletterPipeline",
        1,
        "Python, and Docker is close to his Kubernetes.",
      ),
      j("vectorBenchmark", 1, "Python only."),
      j("radiology", 0, "Python is covered; the team lacks vision and React."),
      j("clinicDashboard", 0, "Python is covered; the team lacks React."),
    ],
  },
  {
    builder: "tara",
    projects: [
      j(
        "supportBot",
        2,
        "RAG is what the team lacks, with the LLM and vector search around it.",
      ),
      j(
        "vectorBenchmark",
        2,
        "Python and PostgreSQL, and RAG is vector search's main user.",
      ),
      j(
        "pmAgent",
        1,
        "A RAG engineer usually knows LangChain, which the team lacks; not TypeScript.",
      ),
      j(
        "newsletterPipeline",
        1,
        "Python, and PostgreSQL means SQL; no Docker.",
      ),
      j(
        "clinicDashboard",
        0,
        "Her Python and SQL are covered; the team lacks React.",
      ),
    ],
  },
];

/** For each of 6 projects: the builders its owner should be suggested. */
export const BUILDERS_FOR_PROJECTS: readonly BuildersForProject[] = [
  {
    project: "supportBot",
    builders: [
      j("tara", 2, "RAG, the heart of what the team lacks."),
      j("dev", 2, "LangChain and vector databases: retrieval end to end."),
      j("kara", 1, "LLMs, not retrieval."),
      j("quinn", 1, "LLMs and prompts, not retrieval."),
      j("ben", 0, "Node.js, which the team already has."),
      j("carlos", 0, "Databases, but not vector search; Python is not asked."),
    ],
  },
  {
    project: "clinicDashboard",
    builders: [
      j("ben", 2, "React (he typed ReactJS), the one skill the team lacks."),
      j("rosa", 2, "React, the one skill the team lacks."),
      j("jamal", 2, "Next.js is React."),
      j("umar", 1, "JavaScript, not React yet."),
      j("noah", 1, "JavaScript; his SQL is covered."),
      j("sam", 0, "SQL, which the team has."),
      j("carlos", 0, "SQL and Python, both covered."),
      j("pedro", 0, "Python, covered."),
    ],
  },
  {
    project: "writingGrowth",
    builders: [
      j(
        "elena",
        2,
        "Growth marketing (she typed Growth), what the team lacks.",
      ),
      j("vera", 2, "Growth marketing, what the team lacks."),
    ],
  },
  {
    project: "designSystem",
    builders: [
      j("chloe", 2, "Figma, UI and UX."),
      j(
        "rosa",
        2,
        "A designer in Figma who builds in React: design systems live in both.",
      ),
      j("will", 1, "UI design, in Bubble."),
      j("isabel", 1, "UX, but research rather than UI."),
      j("umar", 1, "Figma, as a developer."),
      j("liam", 0, "User research and product, no design work."),
    ],
  },
  {
    project: "mlPlatform",
    builders: [
      j("yusuf", 2, "ML, what the team lacks, and Kubernetes."),
      j("sam", 2, "ML, what the team lacks."),
      j("xena", 2, "Deep learning is ML."),
      j("ana", 2, "Deep learning and vision: ML."),
      j("mei", 2, "TensorFlow and vision: ML."),
      j("hiro", 1, "Data science, near ML."),
      j("kara", 1, "NLP is ML, though LLM-focused."),
      j("pedro", 0, "Docker, which the team has."),
      j("carlos", 0, "Docker and Postgres, both on the team."),
    ],
  },
  {
    project: "pmAgent",
    builders: [
      j("dev", 2, "LangChain, what the team lacks most."),
      j("jamal", 1, "TypeScript, one of the two skills it lacks."),
      j("ben", 1, "TypeScript, one of the two skills it lacks."),
      j("tara", 1, "A RAG engineer, close to LangChain."),
      j("quinn", 0, "LLMs and prompts: the team has them."),
      j("liam", 0, "Product management: the team has it."),
      j("kara", 0, "LLMs: the team has them."),
    ],
  },
];
