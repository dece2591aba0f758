import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  fileRow,
  isStored,
  PNG,
  pngOfSize,
  SIGNATURES,
  upload,
} from "./pictures.helpers";
import { ERROR_MESSAGES } from "./shared/errors";
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from "./shared/pictures";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
} from "./test.helpers";

describe("profiles.setPhoto", () => {
  test("attaches an upload: its files row, and the photo wherever the person's avatar shows", async () => {
    const t = setup();
    const me = await createUser(t, { name: "Mae Jemison" });
    await createProjectAs(me);
    const storageId = await upload(t, PNG);

    await me.as.action(api.profiles.setPhoto, { storageId });

    expect(await fileRow(t, storageId)).toMatchObject({
      ownerId: me.userId,
      purpose: "photo",
    });
    const url = await t.run(async (ctx) => await ctx.storage.getUrl(storageId));
    expect(url).toEqual(expect.any(String));
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      avatarUrl: url,
    });
    expect(
      await t.query(api.profiles.get, { profileId: me.profileId }),
    ).toMatchObject({ avatarUrl: url });
    const { page: builders } = await t.query(api.profiles.list, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(builders[0]).toMatchObject({ userId: me.userId, avatarUrl: url });
    const { page: projects } = await t.query(api.projects.feed, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(projects[0]?.creator).toMatchObject({
      id: me.userId,
      avatarUrl: url,
    });
  });

  test("takes PNG, JPEG, WebP and GIF by their bytes, whatever type the browser claimed", async () => {
    const t = setup();
    const me = await createUser(t);
    for (const type of PICTURE_TYPES) {
      const storageId = await upload(t, SIGNATURES[type], "text/plain");
      await me.as.action(api.profiles.setPhoto, { storageId });
      expect(await fileRow(t, storageId), type).not.toBeNull();
    }
  });

  test("refuses a text file labelled image/png, and deletes it", async () => {
    const t = setup();
    const me = await createUser(t);
    const storageId = await upload(
      t,
      new TextEncoder().encode("<script>alert(1)</script> not a picture"),
      "image/png",
    );
    await expectAppError(
      me.as.action(api.profiles.setPhoto, { storageId }),
      "FILE_TYPE",
      ERROR_MESSAGES.photoType,
    );
    expect(await isStored(t, storageId)).toBe(false);
    expect(await fileRow(t, storageId)).toBeNull();
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      avatarUrl: null,
    });
  });

  test("refuses a file over 2 MB, and deletes it; 2 MB exactly is fine", async () => {
    const t = setup();
    const me = await createUser(t);
    const tooLarge = await upload(t, pngOfSize(PICTURE_MAX_BYTES.photo + 1));
    await expectAppError(
      me.as.action(api.profiles.setPhoto, { storageId: tooLarge }),
      "FILE_TOO_LARGE",
      ERROR_MESSAGES.photoTooLarge,
    );
    expect(await isStored(t, tooLarge)).toBe(false);

    const largest = await upload(t, pngOfSize(PICTURE_MAX_BYTES.photo));
    await me.as.action(api.profiles.setPhoto, { storageId: largest });
    expect(await fileRow(t, largest)).not.toBeNull();
  });

  test("refuses someone else's photo (its id is in its URL), and leaves it theirs", async () => {
    const t = setup();
    const owner = await createUser(t);
    const thief = await createUser(t);
    const storageId = await upload(t, PNG);
    await owner.as.action(api.profiles.setPhoto, { storageId });

    await expectAppError(
      thief.as.action(api.profiles.setPhoto, { storageId }),
      "FILE_ATTACHED",
      ERROR_MESSAGES.uploadAttached,
    );
    expect(await isStored(t, storageId)).toBe(true);
    expect(await fileRow(t, storageId)).toMatchObject({
      ownerId: owner.userId,
    });
    expect(await thief.as.query(api.profiles.me, {})).toMatchObject({
      avatarUrl: null,
    });
  });

  test("refuses a cover that is over a photo's limit without deleting it", async () => {
    const t = setup();
    const owner = await createUser(t);
    const projectId = await createProjectAs(owner);
    const cover = await upload(t, pngOfSize(PICTURE_MAX_BYTES.photo + 1));
    await owner.as.action(api.projects.setCover, {
      projectId,
      storageId: cover,
    });

    const other = await createUser(t);
    await expectAppError(
      other.as.action(api.profiles.setPhoto, { storageId: cover }),
      "FILE_ATTACHED",
    );
    expect(await isStored(t, cover)).toBe(true);
  });

  test("refuses an upload that does not exist (any more)", async () => {
    const t = setup();
    const me = await createUser(t);
    const storageId = await upload(t, PNG);
    await t.run(async (ctx) => await ctx.storage.delete(storageId));
    await expectAppError(
      me.as.action(api.profiles.setPhoto, { storageId }),
      "FILE_NOT_FOUND",
      ERROR_MESSAGES.uploadNotFound,
    );
  });

  test("replacing deletes the old photo and its row", async () => {
    const t = setup();
    const me = await createUser(t);
    const first = await upload(t, PNG);
    const second = await upload(t, PNG);
    await me.as.action(api.profiles.setPhoto, { storageId: first });
    await me.as.action(api.profiles.setPhoto, { storageId: second });

    expect(await isStored(t, first)).toBe(false);
    expect(await fileRow(t, first)).toBeNull();
    expect(await fileRow(t, second)).not.toBeNull();
  });

  test("null removes the photo and deletes it: initials again", async () => {
    const t = setup();
    const me = await createUser(t);
    const storageId = await upload(t, PNG);
    await me.as.action(api.profiles.setPhoto, { storageId });
    await me.as.action(api.profiles.setPhoto, { storageId: null });

    expect(await isStored(t, storageId)).toBe(false);
    expect(await fileRow(t, storageId)).toBeNull();
    expect(await me.as.query(api.profiles.me, {})).toMatchObject({
      avatarUrl: null,
    });
    // Removing with no photo is a no-op.
    await me.as.action(api.profiles.setPhoto, { storageId: null });
  });

  test("refuses a signed-out caller, and deletes nothing", async () => {
    const t = setup();
    const storageId = await upload(t, new TextEncoder().encode("text"));
    await expectAppError(
      t.action(api.profiles.setPhoto, { storageId }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      t.action(api.profiles.setPhoto, { storageId: null }),
      "UNAUTHENTICATED",
    );
    expect(await isStored(t, storageId)).toBe(true);
  });
});
