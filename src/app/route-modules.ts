import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";
import { paths } from "@/config/paths";
import { loadOnce } from "@/lib/load-once";

type RouteModule = { Component: ComponentType };

/**
 * One chunk per page: the router renders them, links preload them. Each
 * import starts at most once, by a link's hover or focus or by the router,
 * whichever comes first, and is shared by both (loadOnce: never tried while
 * the browser is offline, tried again once it is back online).
 */
export const routeModules = {
  home: loadOnce(() => import("./routes/home")),
  projects: loadOnce(() => import("./routes/projects")),
  project: loadOnce(() => import("./routes/project")),
  teamRoom: loadOnce(() => import("./routes/team-room")),
  builders: loadOnce(() => import("./routes/builders")),
  builder: loadOnce(() => import("./routes/builder")),
  about: loadOnce(() => import("./routes/about")),
  contact: loadOnce(() => import("./routes/contact")),
  documentation: loadOnce(() => import("./routes/documentation")),
  guides: loadOnce(() => import("./routes/guides")),
  apiReference: loadOnce(() => import("./routes/api-reference")),
  blog: loadOnce(() => import("./routes/blog")),
  careers: loadOnce(() => import("./routes/careers")),
  press: loadOnce(() => import("./routes/press")),
  privacy: loadOnce(() => import("./routes/privacy")),
  terms: loadOnce(() => import("./routes/terms")),
  dashboard: loadOnce(() => import("./routes/dashboard")),
  settings: loadOnce(() => import("./routes/settings")),
  notifications: loadOnce(() => import("./routes/notifications")),
  messages: loadOnce(() => import("./routes/messages")),
  moderation: loadOnce(() => import("./routes/moderation")),
  signIn: loadOnce(() => import("./routes/sign-in")),
  signUp: loadOnce(() => import("./routes/sign-up")),
  forgotPassword: loadOnce(() => import("./routes/forgot-password")),
  notFound: loadOnce(() => import("./routes/not-found")),
} as const satisfies Record<string, () => Promise<RouteModule>>;

export type RouteName = keyof typeof routeModules;

/**
 * Who may see a page, which decides its frame: `site` (header and footer, for
 * everyone), `member` (the same, signed in), `visitor` (sign-in and sign-up:
 * their own frame, signed out) and `bare` (their own frame, for everyone).
 */
export type RouteAccess = "site" | "member" | "visitor" | "bare";

export interface RouteEntry {
  path: string;
  page: RouteName;
  access: RouteAccess;
}

const site = (page: RouteName, ...at: string[]): RouteEntry[] =>
  at.map((path) => ({ path, page, access: "site" }));
const member = (page: RouteName, ...at: string[]): RouteEntry[] =>
  at.map((path) => ({ path, page, access: "member" }));

/** Every URL of the app: the router's routes, and what a link to one preloads. */
export const routeTable: readonly RouteEntry[] = [
  ...site("home", paths.home),
  ...site("projects", paths.projects),
  ...site("project", "/projects/:projectId"),
  ...site("builders", paths.builders),
  ...site("builder", "/builders/:builderId"),
  ...site("about", paths.about),
  ...site("contact", paths.contact),
  ...site("documentation", paths.documentation),
  ...site("guides", paths.guides),
  ...site("apiReference", paths.apiReference),
  ...site("blog", paths.blog),
  ...site("careers", paths.careers),
  ...site("press", paths.press),
  ...site("privacy", paths.privacy, paths.cookiePolicy),
  ...site("terms", paths.terms, paths.licenses),
  ...member("dashboard", paths.dashboard),
  ...member("settings", paths.settings),
  ...member("notifications", paths.notifications),
  ...member("messages", paths.messages, "/messages/:userId"),
  ...member("teamRoom", "/projects/:projectId/team"),
  ...member("moderation", paths.moderation),
  { path: paths.signIn, page: "signIn", access: "visitor" },
  { path: paths.signUp, page: "signUp", access: "visitor" },
  { path: paths.forgotPassword, page: "forgotPassword", access: "bare" },
  ...site("notFound", "*"),
];

/** The page a pathname shows (as the router matches it): never undefined, "*" is the last entry. */
export function routeFor(pathname: string): RouteName {
  const entry = routeTable.find(
    ({ path }) => path !== "*" && matchPath(path, pathname) !== null,
  );
  return entry?.page ?? "notFound";
}

/** Starts loading the code of the page at `pathname`; errors are left to the router. */
export function preloadRoute(pathname: string): void {
  routeModules[routeFor(pathname)]().catch(() => undefined);
}
