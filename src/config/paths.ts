/** Every route of the app. Components link through these, never string literals. */
export const paths = {
  home: "/",
  projects: "/projects",
  /** /projects filtered to projects that want a skill (`?skill=`). */
  projectsWithSkill: (skill: string) =>
    `/projects?${new URLSearchParams({ skill }).toString()}`,
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  /** The project page scrolled to its applications (the owner's view). */
  projectApplications: (projectId: string) =>
    `/projects/${encodeURIComponent(projectId)}#applications`,
  builders: "/builders",
  /** /builders filtered to builders who have a skill (`?skill=`). */
  buildersWithSkill: (skill: string) =>
    `/builders?${new URLSearchParams({ skill }).toString()}`,
  builder: (builderId: string) => `/builders/${encodeURIComponent(builderId)}`,
  about: "/about",
  contact: "/contact",
  dashboard: "/dashboard",
  /** The dashboard's Applications tab (the dashboard keeps its tab in `?tab=`). */
  dashboardApplications: "/dashboard?tab=applications",
  notifications: "/notifications",
  /** The inbox: the viewer's conversations. */
  messages: "/messages",
  /** The viewer's conversation with one user (by user id). */
  conversation: (userId: string) => `/messages/${encodeURIComponent(userId)}`,
  settings: "/settings",
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
