import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";
import { paths } from "@/config/paths";

type RouteModule = { Component: ComponentType };

/**
 * A route module's import, started at most once: by a link's hover or focus
 * (preload) or by the router, whichever comes first, and shared by both. A
 * failed import is forgotten, so the next call tries the network again.
 */
function once(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  let pending: Promise<RouteModule> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** One chunk per page: the router renders them, links preload them. */
export const routeModules = {
  home: once(() => import("./routes/home")),
  projects: once(() => import("./routes/projects")),
  project: once(() => import("./routes/project")),
  builders: once(() => import("./routes/builders")),
  builder: once(() => import("./routes/builder")),
  about: once(() => import("./routes/about")),
  contact: once(() => import("./routes/contact")),
  documentation: once(() => import("./routes/documentation")),
  guides: once(() => import("./routes/guides")),
  apiReference: once(() => import("./routes/api-reference")),
  blog: once(() => import("./routes/blog")),
  careers: once(() => import("./routes/careers")),
  press: once(() => import("./routes/press")),
  privacy: once(() => import("./routes/privacy")),
  terms: once(() => import("./routes/terms")),
  dashboard: once(() => import("./routes/dashboard")),
  settings: once(() => import("./routes/settings")),
  notifications: once(() => import("./routes/notifications")),
  messages: once(() => import("./routes/messages")),
  moderation: once(() => import("./routes/moderation")),
  signIn: once(() => import("./routes/sign-in")),
  signUp: once(() => import("./routes/sign-up")),
  forgotPassword: once(() => import("./routes/forgot-password")),
  notFound: once(() => import("./routes/not-found")),
} as const;

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
