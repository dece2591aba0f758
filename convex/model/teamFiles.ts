/**
 * The team room's pinned links (http and https only) and shared files.
 *
 * Files: the member uploads to Convex file storage (`files.generateUploadUrl`),
 * then `teamFiles.attach` checks the stored file's own metadata (size, type:
 * `ctx.db.system.get`), at most TEAM_LIMITS.maxFileBytes each and
 * TEAM_LIMITS.maxTeamBytes a team (a running total on the room's row, so the
 * check is one read), refuses a storage id that already has a `files` row
 * (attached anywhere), and writes the `files` row (purpose "team") with it,
 * so the orphan-upload cron keeps it. A refused upload stays unowned and that
 * cron deletes it. A file is never given a storage URL: `teamFiles.list`
 * gives the path of its download, an HTTP action that serves the team alone
 * (model/teamFileDownload.ts).
 *
 * Removing: the person who added the item, or the project's owner.
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { TEAM_LIMITS } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { fileNameSchema, pinLinkSchema } from "../shared/team";
import { teamFileDownloadPath } from "../shared/teamFiles";
import { deleteFile, findFile, recordFile } from "./files";
import { notify } from "./notifications";
import { requireTeamRoom, teamUserIds, type TeamRoom } from "./teamAccess";
import { teamPeople, vTeamPerson } from "./teamPeople";
import { roomTotals, updateRoom } from "./teamRooms";
import { parseInput } from "./validation";

export const vTeamLink = v.object({
  _id: v.id("teamLinks"),
  title: v.string(),
  url: v.string(),
  addedBy: vTeamPerson,
  createdAt: v.number(),
  /** The viewer may remove it (they added it, or own the project). */
  canRemove: v.boolean(),
});

export const vTeamFile = v.object({
  _id: v.id("teamFiles"),
  name: v.string(),
  size: v.number(),
  contentType: v.union(v.string(), v.null()),
  /** The path of its download under the HTTP actions URL (`GET /team/file`, members only). */
  downloadPath: v.string(),
  addedBy: vTeamPerson,
  createdAt: v.number(),
  canRemove: v.boolean(),
});

export const vTeamFilesList = v.object({
  links: v.array(vTeamLink),
  files: v.array(vTeamFile),
});
export type TeamFilesList = Infer<typeof vTeamFilesList>;

export async function pinLink(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  args: { projectId: Id<"projects">; title: string; url: string },
  now: number,
): Promise<Id<"teamLinks">> {
  const { project } = await requireTeamRoom(ctx, viewerId, args.projectId);
  const { title, url } = parseInput(pinLinkSchema, {
    title: args.title,
    url: args.url,
  });
  const totals = await roomTotals(ctx, project._id);
  if (totals.linkCount >= TEAM_LIMITS.maxLinks) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.tooManyLinks);
  }
  const linkId = await ctx.db.insert("teamLinks", {
    projectId: project._id,
    title,
    url,
    addedBy: viewerId,
    createdAt: now,
  });
  await updateRoom(ctx, project._id, { linkCount: 1 });
  return linkId;
}

export async function attachFile(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  args: {
    projectId: Id<"projects">;
    storageId: Id<"_storage">;
    name: string;
  },
  now: number,
): Promise<Id<"teamFiles">> {
  const { project } = await requireTeamRoom(ctx, viewerId, args.projectId);
  const name = parseInput(fileNameSchema, args.name);
  const stored = await ctx.db.system.get("_storage", args.storageId);
  if (stored === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.fileMissing);
  }
  if ((await findFile(ctx, args.storageId)) !== null) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.fileAlreadyAttached);
  }
  if (stored.size > TEAM_LIMITS.maxFileBytes) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.fileTooLarge);
  }
  const totals = await roomTotals(ctx, project._id);
  if (totals.fileCount >= TEAM_LIMITS.maxFiles) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.tooManyFiles);
  }
  if (totals.storageBytes + stored.size > TEAM_LIMITS.maxTeamBytes) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.teamStorageFull);
  }
  await recordFile(ctx, {
    storageId: args.storageId,
    ownerId: viewerId,
    purpose: "team",
    projectId: project._id,
  });
  const fileId = await ctx.db.insert("teamFiles", {
    projectId: project._id,
    storageId: args.storageId,
    name,
    size: stored.size,
    ...(stored.contentType === undefined
      ? {}
      : { contentType: stored.contentType }),
    addedBy: viewerId,
    createdAt: now,
  });
  await updateRoom(ctx, project._id, {
    fileCount: 1,
    storageBytes: stored.size,
  });
  for (const userId of await teamUserIds(ctx, project)) {
    await notify(
      ctx,
      {
        userId,
        kind: "teamFileAdded",
        actorId: viewerId,
        projectId: project._id,
      },
      { now },
    );
  }
  return fileId;
}

function mayRemove(
  room: TeamRoom,
  viewerId: Id<"users">,
  addedBy: Id<"users">,
) {
  return room.role === "owner" || addedBy === viewerId;
}

/** Removes a pinned link or a file (and its stored file), by the adder or the owner. */
export async function removeItem(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  itemId: Id<"teamLinks"> | Id<"teamFiles">,
): Promise<void> {
  const linkId = ctx.db.normalizeId("teamLinks", itemId);
  const fileId = ctx.db.normalizeId("teamFiles", itemId);
  const item: Doc<"teamLinks"> | Doc<"teamFiles"> | null =
    linkId !== null
      ? await ctx.db.get("teamLinks", linkId)
      : fileId !== null
        ? await ctx.db.get("teamFiles", fileId)
        : null;
  if (item === null) throw appError("NOT_FOUND", ERROR_MESSAGES.linkNotFound);
  const room = await requireTeamRoom(ctx, viewerId, item.projectId);
  if (!mayRemove(room, viewerId, item.addedBy)) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notItemAdder);
  }
  if ("url" in item) {
    await ctx.db.delete("teamLinks", item._id);
    await updateRoom(ctx, item.projectId, { linkCount: -1 });
    return;
  }
  await ctx.db.delete("teamFiles", item._id);
  const file = await findFile(ctx, item.storageId);
  if (file !== null) await deleteFile(ctx, file);
  await updateRoom(ctx, item.projectId, {
    fileCount: -1,
    storageBytes: -item.size,
  });
}

/** The room's links and files, each newest first (bounded by their limits). */
export async function listItems(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<TeamFilesList> {
  const room = await requireTeamRoom(ctx, viewerId, projectId);
  const [links, files] = await Promise.all([
    ctx.db
      .query("teamLinks")
      .withIndex("by_project_and_createdAt", (q) =>
        q.eq("projectId", projectId),
      )
      .order("desc")
      .take(TEAM_LIMITS.maxLinks),
    ctx.db
      .query("teamFiles")
      .withIndex("by_project_and_createdAt", (q) =>
        q.eq("projectId", projectId),
      )
      .order("desc")
      .take(TEAM_LIMITS.maxFiles),
  ]);
  const people = await teamPeople(ctx, [
    ...links.map((link) => link.addedBy),
    ...files.map((file) => file.addedBy),
  ]);
  return {
    links: links.map((link) => ({
      _id: link._id,
      title: link.title,
      url: link.url,
      addedBy: people.get(link.addedBy)!,
      createdAt: link.createdAt,
      canRemove: mayRemove(room, viewerId, link.addedBy),
    })),
    files: files.map((file) => ({
      _id: file._id,
      name: file.name,
      size: file.size,
      contentType: file.contentType ?? null,
      downloadPath: teamFileDownloadPath(file._id),
      addedBy: people.get(file.addedBy)!,
      createdAt: file.createdAt,
      canRemove: mayRemove(room, viewerId, file.addedBy),
    })),
  };
}
