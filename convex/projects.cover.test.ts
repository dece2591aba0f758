import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { fileRow, isStored, PNG, pngOfSize, upload } from "./pictures.helpers";
import { ERROR_MESSAGES } from "./shared/errors";
import { PICTURE_MAX_BYTES } from "./shared/pictures";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
} from "./test.helpers";

describe("projects.setCover", () => {
  test("the owner attaches an upload: its files row, and coverUrl on the page and cards", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const storageId = await upload(t, PNG);

    await owner.as.action(api.projects.setCover, { projectId, storageId });

    expect(await fileRow(t, storageId)).toMatchObject({
      ownerId: owner.userId,
      purpose: "cover",
    });
    const url = await t.run(async (ctx) => await ctx.storage.getUrl(storageId));
    expect(url).toEqual(expect.any(String));
    expect(await t.query(api.projects.listing, { projectId })).toMatchObject({
      coverUrl: url,
    });
    expect(await owner.as.query(api.projects.get, { projectId })).toMatchObject(
      { coverUrl: url },
    );
    const { page } = await t.query(api.projects.feed, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page[0]).toMatchObject({ _id: projectId, coverUrl: url });
  });

  test("a project without a cover has coverUrl null", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    expect(await t.query(api.projects.listing, { projectId })).toMatchObject({
      coverUrl: null,
    });
  });

  test("refuses anyone but the owner, and leaves their upload alone", async () => {
    const t = setup();
    const owner = await createUser(t);
    const other = await createUser(t);
    const projectId = await createProjectAs(owner);
    const storageId = await upload(t, PNG);

    await expectAppError(
      other.as.action(api.projects.setCover, { projectId, storageId }),
      "FORBIDDEN",
      ERROR_MESSAGES.notOwner,
    );
    await expectAppError(
      other.as.action(api.projects.setCover, { projectId, storageId: null }),
      "FORBIDDEN",
    );
    expect(await isStored(t, storageId)).toBe(true);
    expect(await fileRow(t, storageId)).toBeNull();
    expect(await t.query(api.projects.listing, { projectId })).toMatchObject({
      coverUrl: null,
    });
  });

  test("refuses a signed-out caller", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const storageId = await upload(t, PNG);
    await expectAppError(
      t.action(api.projects.setCover, { projectId, storageId }),
      "UNAUTHENTICATED",
    );
    expect(await isStored(t, storageId)).toBe(true);
  });

  test("takes up to 5 MB (over a photo's 2 MB); refuses and deletes a larger file", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const large = await upload(t, pngOfSize(PICTURE_MAX_BYTES.cover));
    await owner.as.action(api.projects.setCover, {
      projectId,
      storageId: large,
    });
    expect(await fileRow(t, large)).not.toBeNull();

    const tooLarge = await upload(t, pngOfSize(PICTURE_MAX_BYTES.cover + 1));
    await expectAppError(
      owner.as.action(api.projects.setCover, {
        projectId,
        storageId: tooLarge,
      }),
      "FILE_TOO_LARGE",
      ERROR_MESSAGES.coverTooLarge,
    );
    expect(await isStored(t, tooLarge)).toBe(false);
    // The cover it would have replaced stays.
    expect(await isStored(t, large)).toBe(true);
  });

  test("refuses a file that is not a picture, with the cover's words", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const storageId = await upload(
      t,
      new TextEncoder().encode("%PDF-1.7 a document"),
      "image/jpeg",
    );
    await expectAppError(
      owner.as.action(api.projects.setCover, { projectId, storageId }),
      "FILE_TYPE",
      ERROR_MESSAGES.coverType,
    );
    expect(await isStored(t, storageId)).toBe(false);
  });

  test("refuses the owner's own photo as a cover: a file is attached once", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const storageId = await upload(t, PNG);
    await owner.as.action(api.profiles.setPhoto, { storageId });
    await expectAppError(
      owner.as.action(api.projects.setCover, { projectId, storageId }),
      "FILE_ATTACHED",
    );
    expect(await fileRow(t, storageId)).toMatchObject({ purpose: "photo" });
  });

  test("replacing deletes the old cover; null removes and deletes it", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const first = await upload(t, PNG);
    const second = await upload(t, PNG);
    await owner.as.action(api.projects.setCover, {
      projectId,
      storageId: first,
    });
    await owner.as.action(api.projects.setCover, {
      projectId,
      storageId: second,
    });
    expect(await isStored(t, first)).toBe(false);
    expect(await fileRow(t, first)).toBeNull();

    await owner.as.action(api.projects.setCover, {
      projectId,
      storageId: null,
    });
    expect(await isStored(t, second)).toBe(false);
    expect(await fileRow(t, second)).toBeNull();
    expect(await t.query(api.projects.listing, { projectId })).toMatchObject({
      coverUrl: null,
    });
  });
});
