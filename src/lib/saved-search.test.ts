import { describe, expect, it } from "vitest";
import { describeSavedSearch, savedSearchHref } from "./saved-search";

describe("describeSavedSearch", () => {
  it("lists the text, category and skills in order", () => {
    expect(
      describeSavedSearch({
        text: "voice",
        category: "Design",
        skills: ["Python", "RAG"],
      }),
    ).toBe("“voice” · Design · Python, RAG");
  });

  it("leaves out what is not set", () => {
    expect(describeSavedSearch({ text: "", skills: ["Figma"] })).toBe("Figma");
    expect(describeSavedSearch({ text: "", skills: [] })).toBe("Any project");
  });
});

describe("savedSearchHref", () => {
  it("applies the search's filters to /projects", () => {
    const url = new URL(
      savedSearchHref({
        text: "agent",
        category: "Development",
        skills: ["Python"],
      }),
      "http://x",
    );
    expect(url.pathname).toBe("/projects");
    expect(url.searchParams.get("q")).toBe("agent");
    expect(url.searchParams.get("category")).toBe("Development");
    expect(url.searchParams.getAll("skill")).toEqual(["Python"]);
  });
});
