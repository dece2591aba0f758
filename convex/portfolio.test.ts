import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  createMember,
  deleteAccountOf,
  finishCleanup,
} from "./accountDeletion.helpers";
import { readProfile } from "./model/dataExport/accountSections";
import { fileRow, isStored, PNG, pngOfSize, upload } from "./pictures.helpers";
import { ERROR_MESSAGES } from "./shared/errors";
import { PICTURE_MAX_BYTES } from "./shared/pictures";
import { PORTFOLIO_LIMITS } from "./shared/profileWork";
import {
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

type Builder = Awaited<ReturnType<typeof createUser>>;

async function titles(t: TestConvex, builder: Builder) {
  const items = await t.query(api.portfolio.list, {
    profileId: builder.profileId,
  });
  return items.map((item) => item.title);
}

async function positions(t: TestConvex, builder: Builder) {
  return await t.run(async (ctx) =>
    (
      await ctx.db
        .query("portfolioItems")
        .withIndex("by_profile_and_position", (q) =>
          q.eq("profileId", builder.profileId),
        )
        .take(50)
    ).map((item) => item.position),
  );
}

async function addItems(builder: Builder, count: number) {
  const ids: Id<"portfolioItems">[] = [];
  for (let i = 1; i <= count; i++) {
    ids.push(
      await builder.as.mutation(api.portfolio.add, {
        title: `Item ${i}`,
        summary: `What item ${i} was.`,
      }),
    );
  }
  return ids;
}

describe("portfolio", () => {
  test("add, list, update and remove, in order, positions kept dense", async () => {
    const t = setup();
    const nora = await createUser(t);
    const first = await nora.as.mutation(api.portfolio.add, {
      title: "  Care plan app ",
      summary: "A voice assistant for patients.",
      url: "nora.dev/care",
    });
    const [second, third] = await addItems(nora, 2);
    expect(
      await t.query(api.portfolio.list, { profileId: nora.profileId }),
    ).toEqual([
      {
        _id: first,
        title: "Care plan app",
        summary: "A voice assistant for patients.",
        url: "https://nora.dev/care",
        imageUrl: null,
      },
      {
        _id: second,
        title: "Item 1",
        summary: "What item 1 was.",
        url: null,
        imageUrl: null,
      },
      {
        _id: third,
        title: "Item 2",
        summary: "What item 2 was.",
        url: null,
        imageUrl: null,
      },
    ]);
    await nora.as.mutation(api.portfolio.update, {
      itemId: first,
      title: "Care app",
      url: "",
    });
    const [updated] = await t.query(api.portfolio.list, {
      profileId: nora.profileId,
    });
    expect(updated).toMatchObject({
      title: "Care app",
      summary: "A voice assistant for patients.",
      url: null,
    });
    await nora.as.mutation(api.portfolio.move, {
      itemId: third!,
      direction: "up",
    });
    expect(await titles(t, nora)).toEqual(["Care app", "Item 2", "Item 1"]);
    // Nothing above the first.
    await nora.as.mutation(api.portfolio.move, {
      itemId: first,
      direction: "up",
    });
    await nora.as.mutation(api.portfolio.move, {
      itemId: first,
      direction: "down",
    });
    expect(await titles(t, nora)).toEqual(["Item 2", "Care app", "Item 1"]);
    await nora.as.mutation(api.portfolio.remove, { itemId: third! });
    expect(await titles(t, nora)).toEqual(["Care app", "Item 1"]);
    expect(await positions(t, nora)).toEqual([0, 1]);
  });

  test("checks every field with the shared schema", async () => {
    const t = setup();
    const nora = await createUser(t);
    await expectAppError(
      nora.as.mutation(api.portfolio.add, { title: " ", summary: "" }),
      "INVALID_INPUT",
      "Please give the item a title",
    );
    await expectAppError(
      nora.as.mutation(api.portfolio.add, {
        title: "x".repeat(PORTFOLIO_LIMITS.titleMaxLength + 1),
        summary: "",
      }),
      "INVALID_INPUT",
    );
    await expectAppError(
      nora.as.mutation(api.portfolio.add, {
        title: "Site",
        summary: "",
        url: "javascript:alert(1)",
      }),
      "INVALID_INPUT",
    );
    const [item] = await addItems(nora, 1);
    await expectAppError(
      nora.as.mutation(api.portfolio.update, {
        itemId: item!,
        summary: "y".repeat(PORTFOLIO_LIMITS.summaryMaxLength + 1),
      }),
      "INVALID_INPUT",
    );
  });

  test("holds at most 12 items", async () => {
    const t = setup();
    const nora = await createUser(t);
    await addItems(nora, PORTFOLIO_LIMITS.maxItems);
    await expectAppError(
      nora.as.mutation(api.portfolio.add, { title: "One more", summary: "" }),
      "LIMIT_REACHED",
      ERROR_MESSAGES.portfolioFull,
    );
    expect(await titles(t, nora)).toHaveLength(PORTFOLIO_LIMITS.maxItems);
  });

  test("only the builder changes their items; anyone reads them", async () => {
    const t = setup();
    const nora = await createUser(t);
    const other = await createUser(t);
    const [item] = await addItems(nora, 2);
    const itemId = item!;
    for (const call of [
      other.as.mutation(api.portfolio.update, { itemId, title: "Mine" }),
      other.as.mutation(api.portfolio.remove, { itemId }),
      other.as.mutation(api.portfolio.move, { itemId, direction: "down" }),
      other.as.action(api.portfolio.setImage, {
        itemId,
        storageId: await upload(t, PNG),
      }),
    ]) {
      await expectAppError(call, "FORBIDDEN", ERROR_MESSAGES.notPortfolioOwner);
    }
    for (const call of [
      t.mutation(api.portfolio.add, { title: "Anon", summary: "" }),
      t.mutation(api.portfolio.remove, { itemId }),
    ]) {
      await expectAppError(call, "UNAUTHENTICATED");
    }
    expect(await titles(t, nora)).toEqual(["Item 1", "Item 2"]);
    await nora.as.mutation(api.portfolio.remove, { itemId });
    await expectAppError(
      nora.as.mutation(api.portfolio.update, { itemId, title: "Back" }),
      "NOT_FOUND",
      ERROR_MESSAGES.portfolioItemNotFound,
    );
  });

  test("setImage checks the bytes, replaces and removes the image, deleting the old file", async () => {
    const t = setup();
    const nora = await createUser(t);
    const [item] = await addItems(nora, 1);
    const itemId = item!;
    const first = await upload(t, PNG);
    await nora.as.action(api.portfolio.setImage, { itemId, storageId: first });
    expect(await fileRow(t, first)).toMatchObject({
      ownerId: nora.userId,
      purpose: "portfolio",
    });
    const [shown] = await t.query(api.portfolio.list, {
      profileId: nora.profileId,
    });
    expect(shown?.imageUrl).toEqual(expect.any(String));

    const second = await upload(t, PNG);
    await nora.as.action(api.portfolio.setImage, { itemId, storageId: second });
    expect(await isStored(t, first)).toBe(false);
    expect(await isStored(t, second)).toBe(true);

    const text = await upload(
      t,
      new TextEncoder().encode("not a picture at all"),
    );
    await expectAppError(
      nora.as.action(api.portfolio.setImage, { itemId, storageId: text }),
      "FILE_TYPE",
      ERROR_MESSAGES.portfolioImageType,
    );
    expect(await isStored(t, text)).toBe(false);
    const huge = await upload(t, pngOfSize(PICTURE_MAX_BYTES.portfolio + 1));
    await expectAppError(
      nora.as.action(api.portfolio.setImage, { itemId, storageId: huge }),
      "FILE_TOO_LARGE",
      ERROR_MESSAGES.portfolioImageTooLarge,
    );
    expect(await isStored(t, second)).toBe(true);

    await nora.as.action(api.portfolio.setImage, { itemId, storageId: null });
    expect(await isStored(t, second)).toBe(false);
    const [cleared] = await t.query(api.portfolio.list, {
      profileId: nora.profileId,
    });
    expect(cleared?.imageUrl).toBeNull();

    // Removing an item deletes its image.
    const third = await upload(t, PNG);
    await nora.as.action(api.portfolio.setImage, { itemId, storageId: third });
    await nora.as.mutation(api.portfolio.remove, { itemId });
    expect(await isStored(t, third)).toBe(false);
  });

  test("is in the data export and goes with the account, images included", async () => {
    vi.useFakeTimers();
    const t = setup();
    const nora = await createMember(t);
    await nora.as.mutation(api.profiles.update, {
      availability: "busy",
      hoursPerWeek: 12,
      timeZone: "Europe/Berlin",
    });
    const [itemId] = await addItems(nora, 2);
    const image = await upload(t, PNG);
    await nora.as.action(api.portfolio.setImage, {
      itemId: itemId!,
      storageId: image,
    });
    const imageUrl = await t.run(
      async (ctx) => await ctx.storage.getUrl(image),
    );
    const exported = await t.run(
      async (ctx) => await readProfile(ctx, nora.userId),
    );
    expect(exported.items[0]).toMatchObject({
      availability: "busy",
      hoursPerWeek: 12,
      timeZone: "Europe/Berlin",
      portfolio: [
        {
          id: itemId,
          title: "Item 1",
          summary: "What item 1 was.",
          url: null,
          imageUrl: imageUrl!,
        },
        { title: "Item 2", imageUrl: null },
      ],
    });

    await deleteAccountOf(nora);
    await finishCleanup(t);
    expect(await titles(t, nora)).toEqual([]);
    const left = await t.run(
      async (ctx) =>
        await ctx.db
          .query("portfolioItems")
          .withIndex("by_user", (q) => q.eq("userId", nora.userId))
          .take(10),
    );
    expect(left).toEqual([]);
    expect(await isStored(t, image)).toBe(false);
    vi.useRealTimers();
  });
});
