import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
} from "./test.helpers";

afterEach(() => {
  vi.unstubAllEnvs();
});

const page = { numItems: 10, cursor: null };

describe("a block", () => {
  test("stops messages both ways, with words for each side, until it is lifted", async () => {
    const t = setup();
    const ann = await createUser(t);
    const bob = await createUser(t);
    await bob.as.mutation(api.messages.send, {
      recipientId: ann.userId,
      body: "Hi Ann",
    });
    await ann.as.mutation(api.blocks.block, { userId: bob.userId });
    await expectAppError(
      bob.as.mutation(api.messages.send, {
        recipientId: ann.userId,
        body: "Hello?",
      }),
      "BLOCKED",
      "You can't message or apply to this person.",
    );
    await expectAppError(
      ann.as.mutation(api.messages.send, {
        recipientId: bob.userId,
        body: "Hi",
      }),
      "BLOCKED",
      "You blocked this person. Unblock them in Settings to do that.",
    );
    expect(
      (await ann.as.query(api.blocks.listMine, {})).map((b) => b.userId),
    ).toEqual([bob.userId]);
    await ann.as.mutation(api.blocks.unblock, { userId: bob.userId });
    await bob.as.mutation(api.messages.send, {
      recipientId: ann.userId,
      body: "Thanks",
    });
    expect(await ann.as.query(api.blocks.listMine, {})).toEqual([]);
  });

  test("stops applications to the blocker's projects and invitations either way", async () => {
    const t = setup();
    const owner = await createUser(t);
    const bob = await createUser(t);
    const projectId = await createProjectAs(owner);
    const inviteId = await owner.as.mutation(api.invites.send, {
      projectId,
      profileId: bob.profileId,
    });
    await owner.as.mutation(api.blocks.block, { userId: bob.userId });
    await expectAppError(
      bob.as.mutation(api.applications.apply, { projectId }),
      "BLOCKED",
    );
    await expectAppError(
      bob.as.mutation(api.invites.respond, { inviteId, accept: true }),
      "BLOCKED",
    );
    const other = await createProjectAs(owner, { title: "Another one" });
    await expectAppError(
      owner.as.mutation(api.invites.send, {
        projectId: other,
        profileId: bob.profileId,
      }),
      "BLOCKED",
    );
    // Declining is still allowed: nothing joins them.
    await bob.as.mutation(api.invites.respond, { inviteId, accept: false });
  });

  test("hides contact options and leaves both out of recommendations", async () => {
    const t = setup();
    const owner = await createUser(t);
    const bob = await createUser(t);
    const projectId = await createProjectAs(owner, { openPositions: 3 });
    const before = await owner.as.query(api.matching.suggestedBuilders, {
      projectId,
      limit: 20,
    });
    expect(before.map((p) => p._id)).toContain(bob.profileId);
    expect(
      (await bob.as.query(api.matching.recommendedProjects, { limit: 20 })).map(
        (p) => p._id,
      ),
    ).toContain(projectId);

    await owner.as.mutation(api.blocks.block, { userId: bob.userId });
    const after = await owner.as.query(api.matching.suggestedBuilders, {
      projectId,
      limit: 20,
    });
    expect(after.map((p) => p._id)).not.toContain(bob.profileId);
    expect(
      (await bob.as.query(api.matching.recommendedProjects, { limit: 20 })).map(
        (p) => p._id,
      ),
    ).not.toContain(projectId);
    // Bob does not see the owner's contact options; the owner sees they blocked Bob.
    expect(
      await bob.as.query(api.builders.get, { profileId: owner.profileId }),
    ).toMatchObject({ canMessage: false, blockedByViewer: false });
    expect(
      await owner.as.query(api.builders.get, { profileId: bob.profileId }),
    ).toMatchObject({ canMessage: false, blockedByViewer: true });
  });

  test("refuses blocking yourself", async () => {
    const t = setup();
    const ann = await createUser(t);
    await expectAppError(
      ann.as.mutation(api.blocks.block, { userId: ann.userId }),
      "INVALID_INPUT",
    );
  });
});

describe("reports", () => {
  test("are stored once per open target, never for your own things, and rate limited", async () => {
    const t = setup();
    const owner = await createUser(t);
    const reporter = await createUser(t);
    const projectId = await createProjectAs(owner);
    const first = await reporter.as.mutation(api.reports.create, {
      targetKind: "project",
      targetId: projectId,
      reason: "scam",
      note: "Asks for payment up front.",
    });
    expect(first).toMatch(/Thanks for your report/);
    expect(
      await reporter.as.mutation(api.reports.create, {
        targetKind: "project",
        targetId: projectId,
        reason: "scam",
      }),
    ).toMatch(/already reported/);
    await expectAppError(
      owner.as.mutation(api.reports.create, {
        targetKind: "project",
        targetId: projectId,
        reason: "spam",
      }),
      "INVALID_INPUT",
    );
    await expectAppError(
      reporter.as.mutation(api.reports.create, {
        targetKind: "profile",
        targetId: owner.profileId,
        reason: "other",
      }),
      "INVALID_INPUT",
      "Please tell us what is wrong.",
    );
    const stored = await t.run(
      async (ctx) => await ctx.db.query("reports").take(10),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      targetUserId: owner.userId,
      reason: "scam",
      status: "open",
    });
    // Ten profiles reported at once empties the bucket.
    const people = [];
    for (let i = 0; i < 10; i++) people.push(await createUser(t));
    for (const person of people.slice(0, 9)) {
      await reporter.as.mutation(api.reports.create, {
        targetKind: "profile",
        targetId: person.profileId,
        reason: "spam",
      });
    }
    await expectAppError(
      reporter.as.mutation(api.reports.create, {
        targetKind: "profile",
        targetId: people[9]!.profileId,
        reason: "spam",
      }),
      "RATE_LIMITED",
    );
  });

  test("of a message: only one the reporter received", async () => {
    const t = setup();
    const ann = await createUser(t);
    const bob = await createUser(t);
    const eve = await createUser(t);
    const messageId = await bob.as.mutation(api.messages.send, {
      recipientId: ann.userId,
      body: "Buy my course",
    });
    await expectAppError(
      eve.as.mutation(api.reports.create, {
        targetKind: "message",
        targetId: messageId,
        reason: "spam",
      }),
      "NOT_FOUND",
    );
    await ann.as.mutation(api.reports.create, {
      targetKind: "message",
      targetId: messageId,
      reason: "spam",
    });
  });
});

describe("moderation", () => {
  test("operators come from OPERATOR_EMAILS or moderation.setOperator; others are refused", async () => {
    const t = setup();
    const reporter = await createUser(t);
    const owner = await createUser(t);
    const envOperator = await createUser(t, { email: "mod@example.com" });
    const tableOperator = await createUser(t);
    const projectId = await createProjectAs(owner);
    await reporter.as.mutation(api.reports.create, {
      targetKind: "project",
      targetId: projectId,
      reason: "spam",
    });
    await expectAppError(
      reporter.as.query(api.moderation.reports, { paginationOpts: page }),
      "FORBIDDEN",
    );
    expect(await envOperator.as.query(api.moderation.amOperator, {})).toBe(
      false,
    );

    vi.stubEnv("OPERATOR_EMAILS", "someone@example.com, MOD@example.com");
    expect(await envOperator.as.query(api.moderation.amOperator, {})).toBe(
      true,
    );
    const open = await envOperator.as.query(api.moderation.reports, {
      paginationOpts: page,
    });
    expect(open.page).toHaveLength(1);
    expect(open.page[0]).toMatchObject({
      reason: "spam",
      preview: "AI Health Companion",
      reporter: { userId: reporter.userId },
    });

    await t.mutation(internal.moderation.setOperator, {
      email: tableOperator.email,
      operator: true,
    });
    await tableOperator.as.mutation(api.moderation.close, {
      reportId: open.page[0]!._id,
      outcome: "resolved",
    });
    expect(
      (
        await envOperator.as.query(api.moderation.reports, {
          paginationOpts: page,
        })
      ).page,
    ).toEqual([]);
  });
});
