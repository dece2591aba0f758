/**
 * Profile photos and project covers over the real local backend, as a script
 * would send them: the upload goes to the URL `files.generateUploadUrl` gives,
 * with whatever Content-Type the sender claims; `profiles.setPhoto` and
 * `projects.setCover` decide from the stored bytes and size, and never attach
 * a file twice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { PICTURE_MAX_BYTES } from "../../convex/shared/pictures";
import {
  type AppBackend,
  codeOf,
  freshEmail,
  httpClient,
  newAccount,
  outcome,
  startAppBackend,
} from "./auth-support";

let app: AppBackend;
let priya: string;
let marcus: string;
let marcusProject: Id<"projects">;
let priyaProject: Id<"projects">;
const client = (token?: string) => httpClient(app.url, token);

async function member(name: string): Promise<string> {
  const { token } = await newAccount(app, {
    email: freshEmail(name),
    password: "security-secret-1",
  });
  return token;
}

const createProject = (token: string, title: string) =>
  client(token).mutation(api.projects.create, {
    title,
    description: "A project whose cover image the tests try to set.",
    category: "Development",
    skills: ["TypeScript"],
    openPositions: 2,
  });

// A backend of its own and two new members: on a loaded 2-core machine the
// start alone can take half of the default 30 s.
beforeAll(async () => {
  app = await startAppBackend();
  priya = await member("priya");
  marcus = await member("marcus");
  priyaProject = await createProject(priya, "Priya's picture project");
  marcusProject = await createProject(marcus, "Marcus's picture project");
}, 120_000);
afterAll(async () => await app?.cleanup());

/** A PNG's signature, then `size` bytes in all. */
function png(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** Uploads `body` as `token`'s member, claiming `contentType`; its storage id. */
async function upload(
  token: string,
  body: Uint8Array | string,
  contentType = "image/png",
): Promise<Id<"_storage">> {
  const url = await client(token).mutation(api.files.generateUploadUrl, {});
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : Buffer.from(body),
  });
  expect(response.status).toBe(200);
  const { storageId } = (await response.json()) as {
    storageId: Id<"_storage">;
  };
  return storageId;
}

const setPhoto = (token: string, storageId: Id<"_storage"> | null) =>
  outcome(client(token).action(api.profiles.setPhoto, { storageId }));

const photoOf = async (token: string) =>
  (await client(token).query(api.profiles.me, {}))?.avatarUrl ?? null;

describe("pictures over HTTP", () => {
  it("refuses a text file sent as image/png, and deletes it", async () => {
    const storageId = await upload(priya, "<?php echo 'not a picture'; ?>");
    expect(codeOf(await setPhoto(priya, storageId))).toBe("FILE_TYPE");
    expect(await photoOf(priya)).toBeNull();
    // Deleted: attaching it again finds nothing.
    expect(codeOf(await setPhoto(priya, storageId))).toBe("FILE_NOT_FOUND");
  });

  it("refuses a photo over 2 MB, and deletes it", async () => {
    const storageId = await upload(priya, png(PICTURE_MAX_BYTES.photo + 1));
    expect(codeOf(await setPhoto(priya, storageId))).toBe("FILE_TOO_LARGE");
    expect(await photoOf(priya)).toBeNull();
    expect(codeOf(await setPhoto(priya, storageId))).toBe("FILE_NOT_FOUND");
  });

  it("refuses someone else's photo (its id is in its public URL), and leaves it theirs", async () => {
    const storageId = await upload(priya, png(64), "application/octet-stream");
    expect(codeOf(await setPhoto(priya, storageId))).toBe("ok");
    const url = await photoOf(priya);
    expect(url).toContain(storageId);
    expect((await fetch(url!)).status).toBe(200);

    expect(codeOf(await setPhoto(marcus, storageId))).toBe("FILE_ATTACHED");
    expect(
      codeOf(
        await outcome(
          client(marcus).action(api.projects.setCover, {
            projectId: marcusProject,
            storageId,
          }),
        ),
      ),
    ).toBe("FILE_ATTACHED");

    expect(await photoOf(marcus)).toBeNull();
    expect(await photoOf(priya)).toBe(url);
    expect((await fetch(url!)).status).toBe(200);
  });

  it("refuses a cover on someone else's project, and a signed-out caller", async () => {
    const storageId = await upload(marcus, png(64));
    const cover = (token?: string) =>
      outcome(
        client(token).action(api.projects.setCover, {
          projectId: priyaProject,
          storageId,
        }),
      );
    expect(codeOf(await cover(marcus))).toBe("FORBIDDEN");
    expect(codeOf(await cover())).toBe("UNAUTHENTICATED");
    expect(
      codeOf(await outcome(client().mutation(api.files.generateUploadUrl, {}))),
    ).toBe("UNAUTHENTICATED");
    // Still Marcus's to use.
    expect(codeOf(await setPhoto(marcus, storageId))).toBe("ok");
  });
});
