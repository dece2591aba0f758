import { describe, expect, it } from "vitest";
import { isNavActive, mainNav, paths } from "./paths";

describe("header nav matching", () => {
  const [home, projects] = mainNav;

  it("matches Home only on exactly '/'", () => {
    expect(isNavActive("/", home)).toBe(true);
    expect(isNavActive("/projects", home)).toBe(false);
  });

  it("matches other items by path prefix, not by string prefix", () => {
    expect(isNavActive("/projects", projects)).toBe(true);
    expect(isNavActive("/projects/abc", projects)).toBe(true);
    expect(isNavActive("/projectsx", projects)).toBe(false);
  });

  it("encodes ids in dynamic paths", () => {
    expect(paths.project("a/b")).toBe("/projects/a%2Fb");
  });

  it("puts a skill filter in the query string, encoded", () => {
    expect(paths.projectsWithSkill("C++")).toBe("/projects?skill=C%2B%2B");
    expect(paths.buildersWithSkill("UI/UX Design")).toBe(
      "/builders?skill=UI%2FUX+Design",
    );
    const url = new URL(paths.projectsWithSkill("C# & .NET"), "http://x");
    expect(url.pathname).toBe(paths.projects);
    expect(url.searchParams.get("skill")).toBe("C# & .NET");
  });
});
