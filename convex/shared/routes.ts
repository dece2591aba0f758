/**
 * The app's routes that the backend needs too (the links in notification
 * emails, the activity list's links): one source for the web app's `paths`
 * (src/config/paths.ts spreads these) and for the emails' links.
 */
export const routes = {
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  /** The project page scrolled to its applications (the owner's view). */
  projectApplications: (projectId: string) =>
    `/projects/${encodeURIComponent(projectId)}#applications`,
  /** The project page's team section (completed projects: the reviews). */
  projectTeam: (projectId: string) =>
    `/projects/${encodeURIComponent(projectId)}#team`,
  /** The project's team room (its owner and accepted members only). */
  teamRoom: (projectId: string) =>
    `/projects/${encodeURIComponent(projectId)}/team`,
  builders: "/builders",
  builder: (builderId: string) => `/builders/${encodeURIComponent(builderId)}`,
  dashboard: "/dashboard",
  /** The dashboard's Applications tab (the dashboard keeps its tab in `?tab=`). */
  dashboardApplications: "/dashboard?tab=applications",
  notifications: "/notifications",
  /** The inbox: the viewer's conversations. */
  messages: "/messages",
  /** The viewer's conversation with one user (by user id). */
  conversation: (userId: string) => `/messages/${encodeURIComponent(userId)}`,
  settings: "/settings",
} as const;
