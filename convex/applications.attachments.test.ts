import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ERROR_MESSAGES } from "./shared/errors";
import {
  applicationOf,
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
  type TestUser,
} from "./test.helpers";

async function world() {
  const t = setup();
  const owner = await createUser(t, { name: "Olivia Owner" });
  const builder = await createUser(t, { name: "Bruno Builder" });
  const other = await createUser(t, { name: "Otto Other" });
  const projectId = await createProjectAs(owner);
  return { t, owner, builder, other, projectId };
}

/** A portfolio item of `person`'s, written as the portfolio functions store one. */
async function portfolioItem(
  t: TestConvex,
  person: TestUser,
  fields: { title: string; url?: string },
): Promise<Id<"portfolioItems">> {
  return await t.run(
    async (ctx) =>
      await ctx.db.insert("portfolioItems", {
        profileId: person.profileId,
        userId: person.userId,
        summary: "A case study.",
        position: 0,
        ...fields,
      }),
  );
}

async function attachmentSeenByOwner(
  owner: TestUser,
  projectId: Id<"projects">,
) {
  const [row] = await owner.as.query(api.applications.listForProject, {
    projectId,
  });
  return row?.attachment;
}

describe("an application's attachment", () => {
  test("the applicant's own portfolio item is attached and shown as it is now; deleted, it shows as none", async () => {
    const { t, owner, builder, projectId } = await world();
    const itemId = await portfolioItem(t, builder, {
      title: "Clinic triage bot",
      url: "https://example.com/triage",
    });
    const id = await builder.as.mutation(api.applications.apply, {
      projectId,
      attachment: { kind: "portfolio", itemId },
    });
    const stored = await applicationOf(t, id);
    expect(stored?.attachment).toEqual({ kind: "portfolio", itemId });
    const shown = {
      kind: "portfolio",
      title: "Clinic triage bot",
      url: "https://example.com/triage",
      imageUrl: null,
    };
    expect(await attachmentSeenByOwner(owner, projectId)).toEqual(shown);
    const [mine] = await builder.as.query(api.applications.listMine, {});
    expect(mine?.attachment).toEqual(shown);

    await t.run(async (ctx) => {
      await ctx.db.delete("portfolioItems", itemId);
    });
    expect(await attachmentSeenByOwner(owner, projectId)).toBeNull();
  });

  test("someone else's portfolio item is refused as not found, like a missing one", async () => {
    const { t, builder, other, projectId } = await world();
    const theirs = await portfolioItem(t, other, { title: "Not mine" });
    const expectNotFound = () =>
      expectAppError(
        builder.as.mutation(api.applications.apply, {
          projectId,
          attachment: { kind: "portfolio", itemId: theirs },
        }),
        "NOT_FOUND",
        ERROR_MESSAGES.attachmentNotFound,
      );
    await expectNotFound();
    await t.run(async (ctx) => {
      await ctx.db.delete("portfolioItems", theirs);
    });
    await expectNotFound();
  });

  test("a link is made https and checked; an empty one is no attachment", async () => {
    const { t, owner, builder, other, projectId } = await world();
    await expectAppError(
      builder.as.mutation(api.applications.apply, {
        projectId,
        attachment: { kind: "link", url: "javascript:alert(1)" },
      }),
      "INVALID_INPUT",
      "Link: use a web address, like github.com/you/demo",
    );
    await builder.as.mutation(api.applications.apply, {
      projectId,
      attachment: { kind: "link", url: " github.com/bruno/demo " },
    });
    expect(await attachmentSeenByOwner(owner, projectId)).toEqual({
      kind: "link",
      url: "https://github.com/bruno/demo",
    });

    const second = await createProjectAs(owner, { title: "Second Project" });
    const id = await other.as.mutation(api.applications.apply, {
      projectId: second,
      attachment: { kind: "link", url: "" },
    });
    const stored = await applicationOf(t, id);
    expect(stored?.attachment).toBeUndefined();
  });
});
