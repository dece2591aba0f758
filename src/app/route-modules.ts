import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";
import { paths } from "@/config/paths";
import { loadOnce } from "@/lib/load-once";

/**
 * One chunk per page: the router renders them, links preload them. Each
 * import starts at most once, by a link's hover or focus or by the router,
 * whichever comes first, and is shared by both (loadOnce: never tried while
 * the browser is offline, tried again once it is back online). A page that
 * composes several features has a module in `routes/`; every other page is
 * imported from its feature.
 */
export const routeModules = {
  home: loadOnce(() => import("./routes/home").then((m) => m.HomeRoute)),
  projects: loadOnce(() =>
    import("./routes/projects").then((m) => m.ProjectsRoute),
  ),
  project: loadOnce(() =>
    import("@/features/projects/components/project-detail-page").then(
      (m) => m.ProjectDetailPage,
    ),
  ),
  teamRoom: loadOnce(() =>
    import("@/features/team/components/team-room-page").then(
      (m) => m.TeamRoomPage,
    ),
  ),
  builders: loadOnce(() =>
    import("@/features/builders/components/builders-page").then(
      (m) => m.BuildersPage,
    ),
  ),
  builder: loadOnce(() =>
    import("@/features/builders/components/builder-profile-page").then(
      (m) => m.BuilderProfilePage,
    ),
  ),
  about: loadOnce(() =>
    import("@/features/marketing/components/about-page").then(
      (m) => m.AboutPage,
    ),
  ),
  contact: loadOnce(() =>
    import("@/features/contact/components/contact-page").then(
      (m) => m.ContactPage,
    ),
  ),
  documentation: loadOnce(() =>
    import("@/features/docs/components/documentation-page").then(
      (m) => m.DocumentationPage,
    ),
  ),
  guides: loadOnce(() =>
    import("@/features/docs/components/guides-page").then((m) => m.GuidesPage),
  ),
  apiReference: loadOnce(() =>
    import("@/features/docs/components/api-reference-page").then(
      (m) => m.ApiReferencePage,
    ),
  ),
  blog: loadOnce(() =>
    import("@/features/marketing/components/blog-page").then((m) => m.BlogPage),
  ),
  careers: loadOnce(() =>
    import("@/features/marketing/components/careers-page").then(
      (m) => m.CareersPage,
    ),
  ),
  press: loadOnce(() =>
    import("@/features/marketing/components/press-page").then(
      (m) => m.PressPage,
    ),
  ),
  privacy: loadOnce(() =>
    import("@/features/legal/components/privacy-policy-page").then(
      (m) => m.PrivacyPolicyPage,
    ),
  ),
  terms: loadOnce(() =>
    import("@/features/legal/components/terms-of-service-page").then(
      (m) => m.TermsOfServicePage,
    ),
  ),
  dashboard: loadOnce(() =>
    import("./routes/dashboard").then((m) => m.DashboardRoute),
  ),
  settings: loadOnce(() =>
    import("./routes/settings").then((m) => m.SettingsRoute),
  ),
  notifications: loadOnce(() =>
    import("@/features/notifications/components/notifications-page").then(
      (m) => m.NotificationsPage,
    ),
  ),
  messages: loadOnce(() =>
    import("@/features/messages/components/messages-page").then(
      (m) => m.MessagesPage,
    ),
  ),
  moderation: loadOnce(() =>
    import("@/features/moderation/components/moderation-page").then(
      (m) => m.ModerationPage,
    ),
  ),
  signIn: loadOnce(() =>
    import("@/features/auth/components/sign-in-page").then((m) => m.SignInPage),
  ),
  signUp: loadOnce(() =>
    import("@/features/auth/components/sign-up-page").then((m) => m.SignUpPage),
  ),
  forgotPassword: loadOnce(() =>
    import("@/features/auth/components/forgot-password-page").then(
      (m) => m.ForgotPasswordPage,
    ),
  ),
  notFound: loadOnce(() =>
    import("@/components/not-found-page").then((m) => m.NotFoundPage),
  ),
} as const satisfies Record<string, () => Promise<ComponentType>>;

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
