/** Pinned links (http and https only) and files (size limits, attached once, kept by a `files` row). */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { TEAM_LIMITS } from "./shared/constants";
import { expectAppError } from "./test.helpers";
import {
  notificationsOf,
  teamFixture,
  type TeamFixture,
} from "./teamRoom.helpers";

async function upload(f: TeamFixture, bytes: number) {
  return await f.t.run(
    async (ctx) => await ctx.storage.store(new Blob([new Uint8Array(bytes)])),
  );
}

describe("links", () => {
  test("take http and https only, newest first", async () => {
    const f = await teamFixture();
    const pin = (url: string, title = "Doc") =>
      f.member.as.mutation(api.teamFiles.pinLink, {
        projectId: f.projectId,
        title,
        url,
      });
    for (const url of [
      "javascript:alert(1)",
      "ftp://example.com/x",
      "data:text/html,hi",
      "example.com",
      "",
    ]) {
      await expectAppError(pin(url), "INVALID_INPUT");
    }
    await expectAppError(pin("https://example.com", " "), "INVALID_INPUT");
    await pin("http://example.com/a", "First");
    await pin("https://example.com/b", "Second");
    const { links } = await f.owner.as.query(api.teamFiles.list, {
      projectId: f.projectId,
    });
    expect(links.map((link) => link.title)).toEqual(["Second", "First"]);
  });

  test("a team pins at most TEAM_LIMITS.maxLinks", async () => {
    const f = await teamFixture();
    await f.t.run(async (ctx) => {
      await ctx.db.insert("teamRooms", {
        projectId: f.projectId,
        taskCount: 0,
        linkCount: TEAM_LIMITS.maxLinks,
        fileCount: 0,
        storageBytes: 0,
      });
    });
    await expectAppError(
      f.member.as.mutation(api.teamFiles.pinLink, {
        projectId: f.projectId,
        title: "x",
        url: "https://x.dev",
      }),
      "LIMIT_REACHED",
    );
  });

  test("the adder or the owner removes one, not another member", async () => {
    const f = await teamFixture();
    const itemId = await f.owner.as.mutation(api.teamFiles.pinLink, {
      projectId: f.projectId,
      title: "Owner's",
      url: "https://example.com",
    });
    await expectAppError(
      f.member.as.mutation(api.teamFiles.remove, { itemId }),
      "FORBIDDEN",
    );
    await f.owner.as.mutation(api.teamFiles.remove, { itemId });
    const mine = await f.member.as.mutation(api.teamFiles.pinLink, {
      projectId: f.projectId,
      title: "Member's",
      url: "https://example.com",
    });
    await f.owner.as.mutation(api.teamFiles.remove, { itemId: mine });
    expect(
      (await f.owner.as.query(api.teamFiles.list, { projectId: f.projectId }))
        .links,
    ).toEqual([]);
  });
});

describe("files", () => {
  test("attach writes the files row (purpose team), lists its download path (no storage URL) and tells the team", async () => {
    const f = await teamFixture();
    const storageId = await upload(f, 1000);
    await f.member.as.mutation(api.teamFiles.attach, {
      projectId: f.projectId,
      storageId,
      name: "plan.pdf",
    });
    const row = await f.t.run(async (ctx) =>
      ctx.db
        .query("files")
        .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
        .unique(),
    );
    expect(row).toMatchObject({
      purpose: "team",
      ownerId: f.member.userId,
      projectId: f.projectId,
    });
    const { files } = await f.owner.as.query(api.teamFiles.list, {
      projectId: f.projectId,
    });
    expect(files).toEqual([
      expect.objectContaining({
        name: "plan.pdf",
        size: 1000,
        downloadPath: `/team/file?id=${files[0]!._id}`,
      }),
    ]);
    expect(JSON.stringify(files)).not.toMatch(/https?:|storage/);
    expect(
      await notificationsOf(f.t, f.owner.userId, "teamFileAdded"),
    ).toHaveLength(1);
    await expectAppError(
      f.owner.as.mutation(api.teamFiles.attach, {
        projectId: f.projectId,
        storageId,
        name: "again",
      }),
      "INVALID_INPUT",
    );
  });

  test("a file is at most 10 MB, a team at most 200 MB", async () => {
    const f = await teamFixture();
    const attach = async (bytes: number) =>
      f.member.as.mutation(api.teamFiles.attach, {
        projectId: f.projectId,
        storageId: await upload(f, bytes),
        name: "big.bin",
      });
    await expectAppError(attach(TEAM_LIMITS.maxFileBytes + 1), "LIMIT_REACHED");
    await attach(1000);
    await f.t.run(async (ctx) => {
      const room = await ctx.db.query("teamRooms").first();
      await ctx.db.patch("teamRooms", room!._id, {
        storageBytes: TEAM_LIMITS.maxTeamBytes - 500,
      });
    });
    await expectAppError(attach(1000), "LIMIT_REACHED");
    await attach(500);
  });

  test("removing a file deletes the stored file and gives its bytes back", async () => {
    const f = await teamFixture();
    const storageId = await upload(f, 2000);
    const itemId = await f.member.as.mutation(api.teamFiles.attach, {
      projectId: f.projectId,
      storageId,
      name: "a.txt",
    });
    await f.member.as.mutation(api.teamFiles.remove, { itemId });
    const after = await f.t.run(async (ctx) => ({
      stored: await ctx.db.system.get("_storage", storageId),
      room: await ctx.db.query("teamRooms").first(),
    }));
    expect(after.stored).toBeNull();
    expect(after.room).toMatchObject({ fileCount: 0, storageBytes: 0 });
  });
});
