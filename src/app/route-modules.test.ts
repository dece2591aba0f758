import { describe, expect, it } from "vitest";
import { routeFor, routeModules, routeTable } from "./route-modules";

describe("routeFor", () => {
  it.each([
    ["/", "home"],
    ["/projects", "projects"],
    ["/projects/", "projects"],
    ["/projects/k57abc", "project"],
    ["/projects/k57abc/team", "teamRoom"],
    ["/builders", "builders"],
    ["/builders/j97xyz", "builder"],
    ["/about", "about"],
    ["/contact", "contact"],
    ["/documentation", "documentation"],
    ["/blog", "blog"],
    ["/careers", "careers"],
    ["/press", "press"],
    ["/api-reference", "apiReference"],
    ["/guides", "guides"],
    ["/privacy", "privacy"],
    ["/cookie-policy", "privacy"],
    ["/terms", "terms"],
    ["/licenses", "terms"],
    ["/dashboard", "dashboard"],
    ["/settings", "settings"],
    ["/notifications", "notifications"],
    ["/messages", "messages"],
    ["/messages/u123", "messages"],
    ["/moderation", "moderation"],
    ["/sign-in", "signIn"],
    ["/sign-up", "signUp"],
    ["/forgot-password", "forgotPassword"],
    ["/PROJECTS", "projects"],
  ] as const)("%s shows %s", (pathname, page) => {
    expect(routeFor(pathname)).toBe(page);
  });

  it.each([
    "/nowhere",
    "/projects/a/b",
    "/projects/a/team/x",
    "/builders/a/edit",
    "/sign-in/x",
  ])("%s is not found", (pathname) => {
    expect(routeFor(pathname)).toBe("notFound");
  });
});

describe("routeTable", () => {
  it("routes each path once, ends with the catch-all, and every page is routed", () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe("*");
    const routed = new Set(routeTable.map((entry) => entry.page));
    expect([...routed].sort()).toEqual(Object.keys(routeModules).sort());
  });

  it("keeps member pages behind sign-in and sign-in for visitors", () => {
    const access = (page: string) =>
      routeTable.filter((entry) => entry.page === page).map((e) => e.access);
    for (const page of [
      "dashboard",
      "settings",
      "notifications",
      "messages",
      "teamRoom",
    ])
      expect(access(page).every((a) => a === "member")).toBe(true);
    expect(access("signIn")).toEqual(["visitor"]);
    expect(access("signUp")).toEqual(["visitor"]);
  });
});
