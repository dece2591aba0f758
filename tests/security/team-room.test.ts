/**
 * The team room is its team's only: with a real token, someone off the team
 * (a stranger, or a member once removed) reads none of the room's queries,
 * writes nothing, and downloads none of its files, on the app's real convex/
 * folder and the local backend, through the HTTP API as any client would
 * call it. The room's list gives a file's download path, never a storage
 * URL; the download (`GET /team/file`) answers a member's token alone.
 */
import { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  type AppBackend,
  codeOf,
  freshEmail,
  httpClient,
  newAccount,
  outcome,
  startAppBackend,
} from "./auth-support";

type Args = Record<string, unknown>;
const query = (name: string) =>
  makeFunctionReference<"query", Args, unknown>(name);
const mutation = (name: string) =>
  makeFunctionReference<"mutation", Args, unknown>(name);

const PASSWORD = "team-Room-pass-1";

let backend: AppBackend;
let owner: string;
let member: string;
let stranger: string;
let projectId: string;
let fileBytes: Uint8Array<ArrayBuffer>;
let downloadPath: string;

const ORIGIN = "http://localhost:5173";

/** The room's file, as the web app fetches it: from the cloud URL's /http/. */
function fetchFile(token?: string) {
  expect(downloadPath).toMatch(/^\/team\/file\?id=/);
  return fetch(`${backend.url}/http${downloadPath}`, {
    headers: {
      Origin: ORIGIN,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
  });
}

async function uploadAs(
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const url = (await httpClient(backend.url, token).mutation(
    mutation("files:generateUploadUrl"),
    {},
  )) as string;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: bytes,
  });
  return ((await response.json()) as { storageId: string }).storageId;
}

beforeAll(async () => {
  backend = await startAppBackend();
  const account = async (name: string) =>
    (await newAccount(backend, { email: freshEmail(name), password: PASSWORD }))
      .token;
  owner = await account("owner");
  member = await account("member");
  stranger = await account("stranger");
  projectId = (await httpClient(backend.url, owner).mutation(
    mutation("projects:create"),
    {
      title: "Security team room",
      description: "A project whose team room nobody else may read.",
      category: "Development",
      skills: ["React"],
      openPositions: 2,
    },
  )) as string;
  const applicationId = await httpClient(backend.url, member).mutation(
    mutation("applications:apply"),
    { projectId },
  );
  await httpClient(backend.url, owner).mutation(
    mutation("applications:accept"),
    { applicationId },
  );
  await httpClient(backend.url, owner).mutation(mutation("teamMessages:send"), {
    projectId,
    body: "Plans for the launch",
  });
  fileBytes = new TextEncoder().encode("the team's private notes");
  const storageId = await uploadAs(member, fileBytes);
  await httpClient(backend.url, member).mutation(mutation("teamFiles:attach"), {
    projectId,
    storageId,
    name: "notes.txt",
  });
  const listed = (await httpClient(backend.url, member).query(
    query("teamFiles:list"),
    { projectId },
  )) as { files: FileRow[] };
  downloadPath = listed.files[0]!.downloadPath;
}, 120_000);

afterAll(async () => {
  await backend?.cleanup();
});

/** Every query the room page reads, with its arguments. */
const ROOM_QUERIES: [string, () => Args][] = [
  ["teams:get", () => ({ projectId })],
  ["teams:members", () => ({ projectId })],
  [
    "teamMessages:list",
    () => ({ projectId, paginationOpts: { numItems: 20, cursor: null } }),
  ],
  ["teamMessages:typing", () => ({ projectId })],
  ["tasks:list", () => ({ projectId, column: "todo" })],
  ["teamFiles:list", () => ({ projectId })],
  ["presence:list", () => ({ roomId: `team:${projectId}` })],
];

type FileRow = { _id: string; name: string; downloadPath: string };

describe("a stranger's token", () => {
  it("reads none of the room's queries", async () => {
    const client = httpClient(backend.url, stranger);
    for (const [name, args] of ROOM_QUERIES) {
      expect([
        name,
        codeOf(await outcome(client.query(query(name), args()))),
      ]).toEqual([name, "FORBIDDEN"]);
    }
    expect(await client.query(query("teams:rooms"), {})).toEqual([]);
  });

  it("writes nothing in the room", async () => {
    const client = httpClient(backend.url, stranger);
    const writes: [string, Args][] = [
      ["teamMessages:send", { projectId, body: "let me in" }],
      ["tasks:create", { projectId, title: "Intrude" }],
      ["teamFiles:pinLink", { projectId, title: "x", url: "https://x.dev" }],
      [
        "teamFiles:attach",
        {
          projectId,
          storageId: await uploadAs(stranger, fileBytes),
          name: "x",
        },
      ],
    ];
    for (const [name, args] of writes) {
      expect([
        name,
        codeOf(await outcome(client.mutation(mutation(name), args))),
      ]).toEqual([name, "FORBIDDEN"]);
    }
  });

  it("downloads no file of the room, as if it did not exist", async () => {
    const response = await fetchFile(stranger);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("notes");
  });
});

describe("a member's token", () => {
  it("lists files with their download path, never a storage URL", async () => {
    const listed = (await httpClient(backend.url, member).query(
      query("teamFiles:list"),
      { projectId },
    )) as { files: FileRow[] };
    expect(listed.files).toHaveLength(1);
    expect(downloadPath).toBe(`/team/file?id=${listed.files[0]!._id}`);
    expect(JSON.stringify(listed.files)).not.toMatch(/https?:|storage/);
  });

  it("downloads the room's file from that path, and nobody does without a token", async () => {
    const response = await fetchFile(member);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="notes.txt"',
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(fileBytes);
    expect((await fetchFile()).status).toBe(401);
    expect((await fetchFile("not-a-token")).status).toBe(401);
  });
});

describe("a removed member's token", () => {
  it("loses every query of the room at once", async () => {
    const client = httpClient(backend.url, member);
    expect(
      codeOf(await outcome(client.query(query("teams:get"), { projectId }))),
    ).toBe("ok");
    const me = (await client.query(query("teams:get"), { projectId })) as {
      viewerId: string;
    };
    await httpClient(backend.url, owner).mutation(
      mutation("teams:removeMember"),
      {
        projectId,
        userId: me.viewerId,
      },
    );
    for (const [name, args] of ROOM_QUERIES) {
      expect([
        name,
        codeOf(await outcome(client.query(query(name), args()))),
      ]).toEqual([name, "FORBIDDEN"]);
    }
  });

  it("is refused the file it downloaded as a member, with the path it kept", async () => {
    const response = await fetchFile(member);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("notes");
  });
});

describe("a member's live subscription", () => {
  it("fails with FORBIDDEN the moment the owner removes them", async () => {
    const { token } = await newAccount(backend, {
      email: freshEmail("live-member"),
      password: PASSWORD,
    });
    const applicationId = await httpClient(backend.url, token).mutation(
      mutation("applications:apply"),
      { projectId },
    );
    await httpClient(backend.url, owner).mutation(
      mutation("applications:accept"),
      { applicationId },
    );
    const client = new ConvexClient(backend.url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      unsavedChangesWarning: false,
      logger: false,
    });
    client.setAuth(() => Promise.resolve(token));
    type Room = { viewerId: string; viewerRole: string };
    let resolveFirst: (room: Room) => void = () => {};
    const first = new Promise<Room>((resolve) => (resolveFirst = resolve));
    const failed = new Promise<unknown>((resolve) => {
      client.onUpdate(
        query("teams:get"),
        { projectId },
        (room) => resolveFirst(room as Room),
        (error) => resolve((error as { data?: unknown }).data),
      );
    });
    try {
      const room = await first;
      expect(room.viewerRole).toBe("member");
      await httpClient(backend.url, owner).mutation(
        mutation("teams:removeMember"),
        { projectId, userId: room.viewerId },
      );
      expect(await failed).toMatchObject({ code: "FORBIDDEN" });
    } finally {
      await client.close();
    }
  });
});
