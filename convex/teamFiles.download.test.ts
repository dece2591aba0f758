/** `GET /team/file`: a team file is downloaded by its team only, at the moment of asking. */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { teamFixture, type TeamFixture } from "./teamRoom.helpers";
import type { TestConvex } from "./test.helpers";

const ORIGIN = "http://localhost:5173";
const BYTES = new TextEncoder().encode("the team's plan, v2");

async function download(as: { fetch: TestConvex["fetch"] }, fileId: string) {
  return await as.fetch(`/team/file?id=${encodeURIComponent(fileId)}`, {
    headers: { Origin: ORIGIN },
  });
}

/** `member` uploads BYTES and attaches them as `name`. */
async function attach(f: TeamFixture, name: string): Promise<Id<"teamFiles">> {
  const storageId = await f.t.run(
    async (ctx) =>
      await ctx.storage.store(new Blob([BYTES], { type: "text/html" })),
  );
  return await f.member.as.mutation(api.teamFiles.attach, {
    projectId: f.projectId,
    storageId,
    name,
  });
}

describe("GET /team/file", () => {
  test("serves the owner and a member the bytes as an attachment under the stored name", async () => {
    const f = await teamFixture();
    const fileId = await attach(f, "plan.txt");
    for (const user of [f.owner, f.member]) {
      const response = await download(user.as, fileId);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
      expect(response.headers.get("content-disposition")).toBe(
        'attachment; filename="plan.txt"',
      );
      expect(response.headers.get("content-type")).toBe(
        "application/octet-stream",
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toContain("no-store");
      expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN);
      expect(
        response.headers.get("access-control-allow-credentials"),
      ).toBeNull();
    }
  });

  test("a name with quotes or beyond ASCII is encoded, never breaking the header", async () => {
    const f = await teamFixture();
    const fileId = await attach(f, 'Notes "Ü" ;x.txt');
    const response = await download(f.member.as, fileId);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Notes ___ ;x.txt"; filename*=UTF-8''Notes%20%22%C3%9C%22%20%3Bx.txt`,
    );
  });

  test("refuses a member once removed, a stranger, an applicant and a made-up id alike (404)", async () => {
    const f = await teamFixture();
    const fileId = await attach(f, "plan.txt");
    expect((await download(f.member.as, fileId)).status).toBe(200);
    await f.owner.as.mutation(api.teams.removeMember, {
      projectId: f.projectId,
      userId: f.member.userId,
    });
    for (const user of [f.member, f.removed, f.stranger, f.applicant]) {
      const response = await download(user.as, fileId);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("plan");
    }
    expect((await download(f.owner.as, "nope")).status).toBe(404);
  });

  test("refuses without a token or with an ended session (401)", async () => {
    const f = await teamFixture();
    const fileId = await attach(f, "plan.txt");
    expect((await download(f.t, fileId)).status).toBe(401);
    await f.t.run(
      async (ctx) => await ctx.db.delete("authSessions", f.owner.sessionId),
    );
    expect((await download(f.owner.as, fileId)).status).toBe(401);
  });

  test("answers the web app's preflight for a GET with Authorization", async () => {
    const f = await teamFixture();
    const response = await f.t.fetch("/team/file", {
      method: "OPTIONS",
      headers: {
        Origin: ORIGIN,
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")).toMatch(
      /authorization/i,
    );
  });
});
