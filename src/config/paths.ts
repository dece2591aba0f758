import { routes } from "@convex/shared/routes";

/**
 * Every route of the app. Components link through these, never string literals.
 * The ones the backend needs too (email links) come from convex/shared/routes.
 */
export const paths = {
  ...routes,
  home: "/",
  projects: "/projects",
  /**
   * /projects listing the viewer's best matches: `projectsHref({ sort: "match" })`
   * (lib/project-links.ts, its test checks they agree), written out so the home
   * page links there without loading that module.
   */
  projectsBestMatches: "/projects?sort=match",
  /** /projects filtered to projects that want a skill (`?skill=`). */
  projectsWithSkill: (skill: string) =>
    `/projects?${new URLSearchParams({ skill }).toString()}`,
  /** /projects filtered to one category (`?category=`). */
  projectsInCategory: (category: string) =>
    `/projects?${new URLSearchParams({ category }).toString()}`,
  /** /builders filtered to builders who have a skill (`?skill=`). */
  buildersWithSkill: (skill: string) =>
    `/builders?${new URLSearchParams({ skill }).toString()}`,
  /** Moderators only (the page refuses everyone else). */
  moderation: "/moderation",
  about: "/about",
  contact: "/contact",
  signIn: "/sign-in",
  signUp: "/sign-up",
  forgotPassword: "/forgot-password",
  documentation: "/documentation",
  guides: "/guides",
  blog: "/blog",
  careers: "/careers",
  press: "/press",
  apiReference: "/api-reference",
  privacy: "/privacy",
  cookiePolicy: "/cookie-policy",
  terms: "/terms",
  licenses: "/licenses",
} as const;

/** Header navigation: Home matches only "/", the others by prefix. */
export const mainNav = [
  { label: "Home", to: paths.home, end: true },
  { label: "Projects", to: paths.projects, end: false },
  { label: "Builders", to: paths.builders, end: false },
  { label: "About", to: paths.about, end: false },
  { label: "Contact", to: paths.contact, end: false },
] as const;

/** Whether a nav item is active for the given location pathname. */
export function isNavActive(
  pathname: string,
  item: { to: string; end: boolean },
): boolean {
  if (item.end) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
