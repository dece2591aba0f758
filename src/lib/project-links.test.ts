import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";
import {
  BEST_MATCH_SORT,
  projectApplyHref,
  projectsHref,
} from "./project-links";

describe("projectsHref", () => {
  it("agrees with paths.projectsBestMatches (the home page's link, written out)", () => {
    expect(projectsHref({ sort: BEST_MATCH_SORT })).toBe(
      paths.projectsBestMatches,
    );
  });

  it("is plain /projects without filters", () => {
    expect(projectsHref({})).toBe("/projects");
    expect(
      projectsHref({ q: "", category: "All", skills: [], terms: { role: "" } }),
    ).toBe("/projects");
  });

  it("writes each filter the page reads back, one skill parameter per skill", () => {
    const href = projectsHref({
      q: "voice agent",
      category: "Design",
      skills: ["Python", "C++"],
      terms: { role: "designer", compensation: "paid", stage: undefined },
      sort: "match",
    });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/projects");
    expect(url.searchParams.get("q")).toBe("voice agent");
    expect(url.searchParams.get("category")).toBe("Design");
    expect(url.searchParams.getAll("skill")).toEqual(["Python", "C++"]);
    expect(url.searchParams.get("role")).toBe("designer");
    expect(url.searchParams.get("compensation")).toBe("paid");
    expect(url.searchParams.has("stage")).toBe(false);
    expect(url.searchParams.get("sort")).toBe("match");
  });
});

describe("projectApplyHref", () => {
  it("opens the project page with the apply flow", () => {
    expect(projectApplyHref("p 1")).toBe("/projects/p%201?apply=1");
  });
});
