import { describe, expect, test } from "vitest";
import { contactSchema } from "./contact";
import { messageBodySchema } from "./messages";
import { projectInputSchema, skillsSchema } from "./schemas";
import { cleanMultilineText, cleanSingleLineText } from "./cleanText";

describe("cleanMultilineText", () => {
  test("removes controls, bidi overrides and invisible separators", () => {
    expect(
      cleanMultilineText("a\u0000b\u0007c\u202Ed\u200Be\uFEFFf\u2066g\u0085h"),
    ).toBe("abcdefgh");
  });

  test("keeps line breaks, tabs, emoji joiners and right-to-left marks", () => {
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
    expect(cleanMultilineText(`one\r\ntwo\rthree\u2028four\tfive`)).toBe(
      "one\ntwo\nthree\nfour\tfive",
    );
    expect(cleanMultilineText(family)).toBe(family);
    expect(cleanMultilineText("\u05E9\u05DC\u05D5\u05DD\u200F!")).toBe(
      "\u05E9\u05DC\u05D5\u05DD\u200F!",
    );
  });

  test("replaces lone surrogates", () => {
    expect(cleanMultilineText("a\uD800b")).toBe("a\uFFFDb");
    expect(cleanMultilineText("\u{1F600}")).toBe("\u{1F600}");
  });
});

describe("cleanSingleLineText", () => {
  test("turns line breaks and tabs into spaces", () => {
    expect(cleanSingleLineText("AI\r\nagent\tbuilder")).toBe(
      "AI agent builder",
    );
  });
});

describe("the shared schemas clean every stored text", () => {
  test("projects: title, description and skills", () => {
    const project = projectInputSchema.parse({
      title: "\u202ERAG\u0007 pipeline\u0000",
      description: "Build\u200B a retrieval pipeline\nwith evals\u0000.",
      category: "Development",
      skills: ["Py\u0000thon", "\u200BPython", "Rust\u202E"],
      openPositions: 2,
    });
    expect(project.title).toBe("RAG pipeline");
    expect(project.description).toBe("Build a retrieval pipeline\nwith evals.");
    expect(project.skills).toEqual(["Python", "Rust"]);
  });

  test("a field that is only invisible characters is empty", () => {
    expect(skillsSchema.parse(["\u200B\u0000"])).toEqual([]);
    expect(messageBodySchema.safeParse("\u0000\u200B").success).toBe(false);
  });

  test("contact messages", () => {
    const contact = contactSchema.parse({
      name: "Ada\u0000",
      email: "ada@example.com",
      subject: "Hi\nthere",
      message: "Line\u0007 one\nLine two",
    });
    expect(contact).toEqual({
      name: "Ada",
      email: "ada@example.com",
      subject: "Hi there",
      message: "Line one\nLine two",
    });
  });
});
