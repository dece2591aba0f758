import { describe, expect, test } from "vitest";
import { LIMITS } from "../constants";
import { DEMO_BUILDERS } from "../demoBuilders";
import { DEMO_PROJECTS } from "../demoProjects";
import {
  canonicalSkill,
  canonicalSkillKey,
  findSkill,
  impliedSkills,
  nearSkills,
  SKILL_CATALOGUE,
  SKILL_CATEGORIES,
  skillCategory,
  skillEvidence,
  skillKey,
  skillsImplying,
  suggestSkills,
} from "./index";

const names = new Set(SKILL_CATALOGUE.map((skill) => skill.name));

describe("the catalogue's data", () => {
  test("holds a few hundred skills with unique names", () => {
    expect(SKILL_CATALOGUE.length).toBeGreaterThanOrEqual(300);
    expect(names.size).toBe(SKILL_CATALOGUE.length);
  });

  test("every implies and near target is a catalogue name, never the skill itself", () => {
    const bad: string[] = [];
    for (const skill of SKILL_CATALOGUE) {
      for (const target of [...(skill.implies ?? []), ...(skill.near ?? [])]) {
        if (!names.has(target) || target === skill.name) {
          bad.push(`${skill.name} -> ${target}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test("no spelling names two skills (names and aliases compared by key)", () => {
    const owners = new Map<string, string>();
    const collisions: string[] = [];
    for (const skill of SKILL_CATALOGUE) {
      for (const spelling of [skill.name, ...(skill.aliases ?? [])]) {
        const key = skillKey(spelling);
        const owner = owners.get(key);
        if (owner !== undefined && owner !== skill.name) {
          collisions.push(`${spelling}: ${owner} and ${skill.name}`);
        }
        owners.set(key, skill.name);
      }
    }
    expect(collisions).toEqual([]);
  });

  test("categories are valid; names are stored as canonical, storable skills", () => {
    for (const skill of SKILL_CATALOGUE) {
      expect(SKILL_CATEGORIES).toContain(skill.category);
      expect(canonicalSkill(skill.name)).toBe(skill.name);
      expect(skill.name.length).toBeLessThanOrEqual(LIMITS.skillMaxLength);
      expect(skillKey(skill.name)).not.toBe("");
      for (const alias of skill.aliases ?? []) {
        expect(skillKey(alias)).not.toBe("");
      }
    }
  });

  test("every demo builder's and project's skill is a catalogue name", () => {
    const demoSkills = [
      ...DEMO_BUILDERS.flatMap((builder) => builder.skills),
      ...DEMO_PROJECTS.flatMap((project) => project.skills),
    ];
    expect(demoSkills.filter((skill) => !names.has(skill))).toEqual([]);
  });
});

describe("canonicalSkill", () => {
  test.each([
    ["JS", "JavaScript"],
    ["ReactJS", "React"],
    ["react.js", "React"],
    ["React JS", "React"],
    ["Postgres", "PostgreSQL"],
    ["k8s", "Kubernetes"],
    ["ML", "Machine Learning"],
    ["LLM fine-tuning", "Fine-tuning LLMs"],
    ["UX Research", "User Research"],
    ["golang", "Go"],
    ["c#", "C#"],
    ["C++", "C++"],
    ["  nodejs ", "Node.js"],
  ])("%s is %s", (typed, name) => {
    expect(canonicalSkill(typed)).toBe(name);
  });

  test("keeps free text as typed, cleaned: spaces collapsed, controls removed", () => {
    expect(canonicalSkill("  Underwater   Basket\tWeaving ")).toBe(
      "Underwater Basket Weaving",
    );
    expect(canonicalSkill("Quantum\u200b Origami")).toBe("Quantum Origami");
  });

  test("canonicalSkillKey: every spelling of a skill shares one key", () => {
    expect(canonicalSkillKey("JS")).toBe(canonicalSkillKey("javascript"));
    expect(canonicalSkillKey("JS")).toBe("javascript");
  });

  test("findSkill and skillCategory", () => {
    expect(findSkill("pytorch")?.name).toBe("PyTorch");
    expect(findSkill("nothing like this")).toBeNull();
    expect(skillCategory("Figma")).toBe("Design");
    expect(skillCategory("HIPAA")).toBe("Domain");
    expect(skillCategory("not a skill")).toBeNull();
  });
});

describe("relations", () => {
  test("implies is transitive", () => {
    expect(impliedSkills("PyTorch")).toEqual(
      expect.arrayContaining(["Python", "Deep Learning", "Machine Learning"]),
    );
    // Next.js -> React -> JavaScript.
    expect(impliedSkills("NextJS")).toEqual(["React", "JavaScript"]);
    expect(impliedSkills("Python")).toEqual([]);
    expect(impliedSkills("not a skill")).toEqual([]);
  });

  test("skillsImplying is implies read backwards, transitively", () => {
    const implyingPython = skillsImplying("Python");
    expect(implyingPython).toEqual(
      expect.arrayContaining(["PyTorch", "Django", "LoRA"]),
    );
    // LoRA -> Fine-tuning LLMs -> Python: found through the middle skill.
    for (const skill of implyingPython) {
      expect(impliedSkills(skill)).toContain("Python");
    }
  });

  test("the two closures agree for every catalogue skill", () => {
    for (const skill of SKILL_CATALOGUE) {
      for (const implied of impliedSkills(skill.name)) {
        expect(skillsImplying(implied)).toContain(skill.name);
      }
    }
  });

  test("near is symmetric and one step", () => {
    expect(nearSkills("Figma")).toContain("UI Design");
    expect(nearSkills("UI Design")).toContain("Figma");
    for (const skill of SKILL_CATALOGUE) {
      for (const near of nearSkills(skill.name)) {
        expect(nearSkills(near)).toContain(skill.name);
      }
    }
  });
});

describe("skillEvidence", () => {
  test("exact, also through an alias on either side", () => {
    expect(skillEvidence(["Python"], "Python")).toEqual({ kind: "exact" });
    expect(skillEvidence(["JS"], "JavaScript")).toEqual({ kind: "exact" });
    expect(skillEvidence(["JavaScript"], "js")).toEqual({ kind: "exact" });
    expect(skillEvidence(["Basket Weaving"], "basket weaving")).toEqual({
      kind: "exact",
    });
  });

  test("implied, naming the held skill that implies it", () => {
    expect(skillEvidence(["Figma", "PyTorch"], "Python")).toEqual({
      kind: "implied",
      via: "PyTorch",
    });
    expect(skillEvidence(["LoRA"], "Python")).toEqual({
      kind: "implied",
      via: "LoRA",
    });
  });

  test("near, both directions", () => {
    expect(skillEvidence(["Figma"], "UI Design")).toEqual({
      kind: "near",
      via: "Figma",
    });
    expect(skillEvidence(["UI Design"], "Figma")).toEqual({
      kind: "near",
      via: "UI Design",
    });
  });

  test("the strongest evidence wins, whatever the order held", () => {
    expect(skillEvidence(["Figma", "PyTorch", "Python"], "Python")).toEqual({
      kind: "exact",
    });
    // PyTorch implies Deep Learning; Hugging Face is only near PyTorch.
    expect(skillEvidence(["Keras", "TensorFlow"], "Deep Learning")).toEqual({
      kind: "implied",
      via: "Keras",
    });
    expect(skillEvidence(["Keras"], "TensorFlow")).toEqual({
      kind: "near",
      via: "Keras",
    });
  });

  test("null when nothing relates; implication does not run backwards", () => {
    expect(skillEvidence(["Figma"], "Kubernetes")).toBeNull();
    expect(skillEvidence([], "Python")).toBeNull();
    expect(skillEvidence(["Python"], "PyTorch")).toBeNull();
  });
});

describe("suggestSkills", () => {
  test("an exact spelling first, then names that start with the text", () => {
    expect(suggestSkills("js")[0]).toBe("JavaScript");
    expect(suggestSkills("k8s")).toEqual(["Kubernetes"]);
    const react = suggestSkills("react");
    expect(react[0]).toBe("React");
    expect(react.indexOf("React Native")).toBeGreaterThan(0);
  });

  test("names before aliases, word starts before inner matches", () => {
    // "Python" starts with "py"; "Pandas"... does not; "PySpark" is an alias.
    const py = suggestSkills("py", 20);
    expect(py.indexOf("Python")).toBeLessThan(py.indexOf("Apache Spark"));
    // "learn" starts a word of "Deep Learning" and sits inside EdTech's
    // alias "eLearning".
    const learn = suggestSkills("learn", 20);
    expect(learn.indexOf("Deep Learning")).toBeGreaterThanOrEqual(0);
    expect(learn.indexOf("Deep Learning")).toBeLessThan(
      learn.indexOf("EdTech"),
    );
  });

  test("within a group, fundamentals first, then shorter names; canonical names, no repeats", () => {
    // Python, pytest and PyTorch start with "pyt"; many skills imply Python.
    expect(suggestSkills("pyt")[0]).toBe("Python");
    // Both start with "ja"; more skills imply JavaScript than Java.
    expect(suggestSkills("ja").slice(0, 2)).toEqual(["JavaScript", "Java"]);
    // No skill implies either: the shorter name first.
    expect(suggestSkills("figma")).toEqual(["Figma", "Figma Plugins"]);
    const next = suggestSkills("next");
    expect(next[0]).toBe("Next.js");
    const postgres = suggestSkills("postgres", 20);
    expect(postgres[0]).toBe("PostgreSQL");
    expect(new Set(postgres).size).toBe(postgres.length);
    for (const name of postgres) expect(names.has(name)).toBe(true);
  });

  test("respects the limit and leaves out skills already entered", () => {
    expect(suggestSkills("a", 3)).toHaveLength(3);
    expect(suggestSkills("react", 8, ["reactjs"])).not.toContain("React");
    expect(suggestSkills("react", 8, ["reactjs"])[0]).toBe("React Native");
  });

  test("nothing for empty or punctuation-only text, or unknown text", () => {
    expect(suggestSkills("")).toEqual([]);
    expect(suggestSkills(" , ")).toEqual([]);
    expect(suggestSkills("zzzzqqq")).toEqual([]);
  });
});
