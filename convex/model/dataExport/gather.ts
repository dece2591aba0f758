/**
 * The data export document: every section of the member's data, gathered
 * page by page through `read` (the action's bounded queries), and the file
 * it is saved as.
 */
import type { ExportItem, ExportJson, SectionPage } from "./items";
import type { ExportSection } from "./sections";

export type ReadSectionPage = (
  section: ExportSection,
  scope: string | null,
  cursor: string | null,
) => Promise<SectionPage>;

/** What the file says it is, first thing in it. */
export const DATA_EXPORT_ABOUT =
  "Everything Buildmates holds about you: your account, profile, projects, applications, invitations, messages, reviews, notifications, saved searches, follows, favourites, blocks, reports and files. Other people appear by the name and username the app shows everyone. Times are UTC (ISO 8601).";

async function readAll(
  read: ReadSectionPage,
  section: ExportSection,
  scope: string | null = null,
): Promise<ExportItem[]> {
  const items: ExportItem[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await read(section, scope, cursor);
    items.push(...page.items);
    if (page.done) return items;
    cursor = page.cursor;
  }
}

/** Every item of a scoped section, for each scope in turn. */
async function readEach(
  read: ReadSectionPage,
  section: ExportSection,
  scopes: string[],
): Promise<ExportItem[]> {
  const items: ExportItem[] = [];
  for (const scope of scopes)
    items.push(...(await readAll(read, section, scope)));
  return items;
}

/** The id an item names (a project's `id`, a person's `userId`), or null. */
function refId(value: ExportJson | undefined): string | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return null;
  }
  const id = value.id ?? value.userId;
  return typeof id === "string" ? id : null;
}

function refIds(values: (ExportJson | undefined)[]): string[] {
  return values.flatMap((value) => refId(value) ?? []);
}

/** Each conversation with its messages, oldest first. */
async function readConversations(read: ReadSectionPage): Promise<ExportJson> {
  const conversations = await readAll(read, "conversations");
  const withMessages: ExportItem[] = [];
  for (const conversation of conversations) {
    const otherId = refId(conversation.with);
    const messages =
      otherId === null ? [] : await readAll(read, "messages", otherId);
    withMessages.push({ ...conversation, messages });
  }
  return withMessages;
}

/** The whole export document of the member, as of `exportedAt`. */
export async function gatherDataExport(
  read: ReadSectionPage,
  exportedAt: number,
): Promise<Record<string, ExportJson>> {
  const [account, profile, projects, completedProjects] = await Promise.all([
    readAll(read, "account"),
    readAll(read, "profile"),
    readAll(read, "projects"),
    readAll(read, "completedProjects"),
  ]);
  const projectIds = refIds(projects);
  const [followersCount] = await readAll(read, "followersCount");
  return {
    about: DATA_EXPORT_ABOUT,
    exportedAt: new Date(exportedAt).toISOString(),
    account: account[0] ?? null,
    profile: profile[0] ?? null,
    projects,
    applicationsSent: await readAll(read, "applicationsSent"),
    applicationsReceived: await readEach(
      read,
      "applicationsReceived",
      projectIds,
    ),
    invitesSent: await readEach(read, "invitesSent", projectIds),
    invitesReceived: await readAll(read, "invitesReceived"),
    conversations: await readConversations(read),
    completedProjects,
    reviewsWritten: await readEach(
      read,
      "reviewsWritten",
      refIds(completedProjects.map((done) => done.project)),
    ),
    reviewsReceived: await readAll(read, "reviewsReceived"),
    notifications: await readAll(read, "notifications"),
    notificationPreferences: await readAll(read, "notificationPreferences"),
    savedSearches: await readAll(read, "savedSearches"),
    follows: {
      following: await readAll(read, "following"),
      followersCount: followersCount?.count ?? 0,
    },
    favorites: await readAll(read, "favorites"),
    blocked: await readAll(read, "blocked"),
    reportsFiled: await readAll(read, "reportsFiled"),
    files: await readAll(read, "files"),
  };
}
