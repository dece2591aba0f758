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

  it("names the role and terms filters with the /projects filters' labels, in their order", () => {
    expect(
      describeSavedSearch({
        text: "voice",
        skills: [],
        stage: "prototype",
        overlapWith: "Asia/Tokyo",
        compensation: "revenue-share",
        commitment: "up-to-10",
        role: " product designer ",
      }),
    ).toBe(
      "“voice” · Role: product designer · Up to 10 h a week · Revenue share · Stage: Prototype · Overlaps Asia/Tokyo (UTC+9) by 4 hours or more",
    );
    expect(
      describeSavedSearch({ text: "", skills: [], compensation: "paid" }),
    ).toBe("Paid");
    // A blank role is no filter.
    expect(describeSavedSearch({ text: "", skills: [], role: "  " })).toBe(
      "Any project",
    );
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

  it("puts the role and terms filters in the link, as /projects reads them", () => {
    const url = new URL(
      savedSearchHref({
        text: "",
        skills: [],
        role: "ML engineer",
        commitment: "part-time",
        overlapWith: "America/Los_Angeles",
        compensation: "equity",
        stage: "idea",
      }),
      "http://x",
    );
    expect(url.pathname).toBe("/projects");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      role: "ML engineer",
      commitment: "part-time",
      overlap: "America/Los_Angeles",
      compensation: "equity",
      stage: "idea",
    });
  });
});
