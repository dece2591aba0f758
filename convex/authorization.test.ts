/**
 * Authorization matrix: every public mutation and owner-only query, run as an
 * anonymous visitor, as another signed-in user and as the rightful caller.
 */
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { ErrorCode } from "./shared/errors";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  validProjectInput,
  type TestConvex,
} from "./test.helpers";

type Caller = { mutation: TestConvex["mutation"]; query: TestConvex["query"] };

type Fixture = {
  t: TestConvex;
  ownerId: Id<"users">;
  ownerEmail: string;
  ownerProfileId: Id<"profiles">;
  ownerSessionId: Id<"authSessions">;
  applicantId: Id<"users">;
  projectId: Id<"projects">;
  applicationId: Id<"applications">;
  owner: Caller;
  applicant: Caller;
  other: Caller;
};

/** A project by `owner` with a pending application by `applicant`; `other` is a bystander. */
async function fixture(): Promise<Fixture> {
  const t = setup();
  const owner = await createUser(t);
  const applicant = await createUser(t);
  const other = await createUser(t);
  const projectId = await createProjectAs(owner);
  const applicationId = await applicant.as.mutation(api.applications.apply, {
    projectId,
  });
  return {
    t,
    ownerId: owner.userId,
    ownerEmail: owner.email,
    ownerProfileId: owner.profileId,
    ownerSessionId: owner.sessionId,
    applicantId: applicant.userId,
    projectId,
    applicationId,
    owner: owner.as,
    applicant: applicant.as,
    other: other.as,
  };
}

type Row = {
  name: string;
  /** Who may call it (the "owner" column of the matrix). */
  rightful: (f: Fixture) => Caller;
  /** What another signed-in user gets: an error code, or "ok" when anyone signed in may. */
  asOther: ErrorCode | "ok";
  /** What an anonymous visitor's call answers when it is not UNAUTHENTICATED (and changes nothing). */
  anonymousAnswer?: null;
  run: (caller: Caller, f: Fixture) => Promise<unknown>;
};

/** For the rightful owner only: accepts the application and completes the project first. */
async function completedBy(c: Caller, f: Fixture) {
  if (c !== f.owner) return;
  await f.owner.mutation(api.applications.accept, {
    applicationId: f.applicationId,
  });
  await f.owner.mutation(api.projects.complete, { projectId: f.projectId });
}

/** For the rightful owner only: makes them a moderator first. */
async function operatorIf(c: Caller, f: Fixture) {
  if (c !== f.owner) return;
  await f.t.mutation(internal.moderation.setOperator, {
    email: f.ownerEmail,
    operator: true,
  });
}

const matrix: Row[] = [
  {
    name: "projects.create",
    rightful: (f) => f.owner,
    asOther: "ok",
    run: (c) => c.mutation(api.projects.create, validProjectInput),
  },
  {
    name: "projects.update",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.projects.update, {
        projectId: f.projectId,
        title: "A better title",
      }),
  },
  {
    name: "projects.close",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: (c, f) => c.mutation(api.projects.close, { projectId: f.projectId }),
  },
  {
    name: "applications.apply",
    // The owner is the one caller refused (OWN_PROJECT); any other user may apply.
    rightful: (f) => f.other,
    asOther: "OWN_PROJECT",
    run: (c, f) =>
      c.mutation(api.applications.apply, { projectId: f.projectId }),
  },
  {
    name: "applications.accept",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.applications.accept, { applicationId: f.applicationId }),
  },
  {
    name: "applications.reject",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.applications.reject, { applicationId: f.applicationId }),
  },
  {
    name: "applications.withdraw",
    rightful: (f) => f.applicant,
    asOther: "FORBIDDEN",
    run: (c, f) =>
      c.mutation(api.applications.withdraw, {
        applicationId: f.applicationId,
      }),
  },
  {
    name: "applications.listForProject",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: (c, f) =>
      c.query(api.applications.listForProject, { projectId: f.projectId }),
  },
  {
    name: "applications.myResponseRate",
    rightful: (f) => f.owner,
    asOther: "ok",
    run: (c) => c.query(api.applications.myResponseRate, {}),
  },
  {
    name: "profiles.update",
    rightful: (f) => f.owner,
    asOther: "ok",
    run: (c) => c.mutation(api.profiles.update, { bio: "Hello" }),
  },
  // Social actions: anyone signed in, except on themself (the owner here).
  {
    name: "follows.toggle",
    rightful: (f) => f.other,
    asOther: "INVALID_INPUT",
    run: (c, f) => c.mutation(api.follows.toggle, { userId: f.ownerId }),
  },
  {
    name: "favorites.toggle",
    rightful: (f) => f.other,
    asOther: "INVALID_INPUT",
    run: (c, f) =>
      c.mutation(api.favorites.toggle, { profileId: f.ownerProfileId }),
  },
  {
    name: "messages.send",
    rightful: (f) => f.other,
    asOther: "INVALID_INPUT",
    run: (c, f) =>
      c.mutation(api.messages.send, {
        recipientId: f.ownerId,
        body: "Hi! I'd like to talk about your project.",
      }),
  },
  {
    // Marks the caller's own side of a conversation only, so anyone signed in
    // may (an outsider's side simply has nothing to mark).
    name: "messages.markConversationRead",
    rightful: (f) => f.applicant,
    asOther: "ok",
    run: (c, f) =>
      c.mutation(api.messages.markConversationRead, { userId: f.ownerId }),
  },
  {
    // The caller's own preference; there is no argument naming anyone else.
    name: "notificationPreferences.set",
    rightful: (f) => f.owner,
    asOther: "ok",
    run: (c) =>
      c.mutation(api.notificationPreferences.set, {
        kind: "messageReceived",
        inApp: true,
        email: true,
      }),
  },
  {
    name: "projects.complete",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: async (c, f) => {
      if (c === f.owner) {
        await f.owner.mutation(api.applications.accept, {
          applicationId: f.applicationId,
        });
      }
      return await c.mutation(api.projects.complete, {
        projectId: f.projectId,
      });
    },
  },
  {
    // Only a teammate of the completed project (the owner, about the member).
    name: "reviews.create",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: async (c, f) => {
      await completedBy(c, f);
      return await c.mutation(api.reviews.create, {
        projectId: f.projectId,
        subjectId: f.applicantId,
        rating: 5,
        text: "A great teammate.",
      });
    },
  },
  {
    // The caller's own links; nothing names anyone else.
    name: "profiles.updateLinks",
    rightful: (f) => f.owner,
    asOther: "ok",
    run: (c) =>
      c.mutation(api.profiles.updateLinks, { website: "https://example.com" }),
  },
  {
    // The caller's own block list; blocking someone needs no relation to them.
    name: "blocks.block",
    rightful: (f) => f.owner,
    asOther: "ok",
    run: (c, f) => c.mutation(api.blocks.block, { userId: f.applicantId }),
  },
  {
    name: "blocks.unblock",
    rightful: (f) => f.owner,
    asOther: "ok",
    run: (c, f) => c.mutation(api.blocks.unblock, { userId: f.applicantId }),
  },
  {
    // Anyone signed in may report a project that is not theirs.
    name: "reports.create",
    rightful: (f) => f.applicant,
    asOther: "ok",
    run: (c, f) =>
      c.mutation(api.reports.create, {
        targetKind: "project",
        targetId: f.projectId,
        reason: "spam",
      }),
  },
  {
    name: "moderation.reports",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: async (c, f) => {
      await operatorIf(c, f);
      return await c.query(api.moderation.reports, {
        paginationOpts: { numItems: 10, cursor: null },
      });
    },
  },
  {
    name: "moderation.close",
    rightful: (f) => f.owner,
    asOther: "FORBIDDEN",
    run: async (c, f) => {
      const reportId = await f.applicant
        .mutation(api.reports.create, {
          targetKind: "project",
          targetId: f.projectId,
          reason: "spam",
        })
        .then(() =>
          f.t.run(async (ctx) => (await ctx.db.query("reports").first())!._id),
        );
      await operatorIf(c, f);
      return await c.mutation(api.moderation.close, {
        reportId,
        outcome: "dismissed",
      });
    },
  },
  {
    // Anyone signed in may be present on a project page (disconnect takes
    // no sign-in: the session id is the proof; convex/presence.test.ts). A
    // visitor's beat (one crossing a sign-out) answers null and starts nothing.
    name: "presence.heartbeat",
    rightful: (f) => f.owner,
    asOther: "ok",
    anonymousAnswer: null,
    run: (c, f) =>
      c.mutation(api.presence.heartbeat, {
        roomId: `project:${f.projectId}`,
        sessionId: crypto.randomUUID(),
        interval: 10_000,
      }),
  },
  {
    // Ending one's own session (this browser's too); another's reads as none.
    name: "account.endSession",
    rightful: (f) => f.owner,
    asOther: "NOT_FOUND",
    run: (c, f) =>
      c.mutation(api.account.endSession, { sessionId: f.ownerSessionId }),
  },
  {
    // Only ever the caller's own other sessions.
    name: "account.endOtherSessions",
    rightful: (f) => f.owner,
    asOther: "ok",
    run: (c) => c.mutation(api.account.endOtherSessions, {}),
  },
];

/** Rows whose refused "other" caller is the owner acting on their own things. */
const REFUSED_FOR_OWNER = new Set([
  "applications.apply",
  "applications.withdraw",
  "follows.toggle",
  "favorites.toggle",
  "messages.send",
]);

/** The "other" caller of each row: the owner where acting on oneself is refused, else a bystander. */
function otherCaller(row: Row, f: Fixture): Caller {
  return REFUSED_FOR_OWNER.has(row.name) ? f.owner : f.other;
}

describe.each(matrix)("$name", (row) => {
  test("as anonymous: UNAUTHENTICATED (or its own answer), nothing changes", async () => {
    const f = await fixture();
    if (row.anonymousAnswer === undefined) {
      await expectAppError(row.run(f.t, f), "UNAUTHENTICATED");
    } else {
      expect(await row.run(f.t, f)).toBe(row.anonymousAnswer);
    }
    const application = await f.t.run(
      async (ctx) => await ctx.db.get("applications", f.applicationId),
    );
    expect(application?.status).toBe("pending");
  });

  test("as another user", async () => {
    const f = await fixture();
    if (row.asOther === "ok") {
      await row.run(otherCaller(row, f), f);
    } else {
      await expectAppError(row.run(otherCaller(row, f), f), row.asOther);
      const [project, application] = await f.t.run(async (ctx) => [
        await ctx.db.get("projects", f.projectId),
        await ctx.db.get("applications", f.applicationId),
      ]);
      expect(project).toMatchObject({
        title: validProjectInput.title,
        status: "open",
        filledPositions: 0,
      });
      expect(application?.status).toBe("pending");
    }
  });

  test("as the rightful caller: succeeds", async () => {
    const f = await fixture();
    await row.run(row.rightful(f), f);
  });
});

describe("callers who are close but not rightful", () => {
  test("the applicant cannot accept or reject their own application", async () => {
    const f = await fixture();
    for (const fn of [api.applications.accept, api.applications.reject]) {
      await expectAppError(
        f.applicant.mutation(fn, { applicationId: f.applicationId }),
        "FORBIDDEN",
        "Only the project's creator can do that.",
      );
    }
    expect(
      (await f.t.query(api.projects.get, { projectId: f.projectId }))
        ?.filledPositions,
    ).toBe(0);
  });

  test("a bystander cannot withdraw someone's application", async () => {
    const f = await fixture();
    await expectAppError(
      f.other.mutation(api.applications.withdraw, {
        applicationId: f.applicationId,
      }),
      "FORBIDDEN",
      "Only the applicant can do that.",
    );
  });

  test("the applicant cannot read the project's applications", async () => {
    const f = await fixture();
    await expectAppError(
      f.applicant.query(api.applications.listForProject, {
        projectId: f.projectId,
      }),
      "FORBIDDEN",
    );
  });
});

describe("ids that point at nothing are NOT_FOUND for the owner too", () => {
  test("update, close, listForProject and apply on a deleted project", async () => {
    const f = await fixture();
    await f.t.run(async (ctx) => await ctx.db.delete("projects", f.projectId));
    await expectAppError(
      f.owner.mutation(api.projects.update, {
        projectId: f.projectId,
        title: "A better title",
      }),
      "NOT_FOUND",
      "Project not found.",
    );
    await expectAppError(
      f.owner.mutation(api.projects.close, { projectId: f.projectId }),
      "NOT_FOUND",
      "Project not found.",
    );
    await expectAppError(
      f.owner.query(api.applications.listForProject, {
        projectId: f.projectId,
      }),
      "NOT_FOUND",
      "Project not found.",
    );
    await expectAppError(
      f.applicant.mutation(api.applications.apply, { projectId: f.projectId }),
      "NOT_FOUND",
      "Project not found.",
    );
  });

  test("reject and withdraw on a deleted application", async () => {
    const f = await fixture();
    await f.t.run(
      async (ctx) => await ctx.db.delete("applications", f.applicationId),
    );
    await expectAppError(
      f.owner.mutation(api.applications.reject, {
        applicationId: f.applicationId,
      }),
      "NOT_FOUND",
      "Application not found.",
    );
    await expectAppError(
      f.applicant.mutation(api.applications.withdraw, {
        applicationId: f.applicationId,
      }),
      "NOT_FOUND",
      "Application not found.",
    );
  });
});

describe("public queries answer everyone alike", () => {
  test("stats.pulse: the same counts for a visitor, another user and the owner", async () => {
    vi.useFakeTimers();
    const f = await fixture();
    const args = { today: new Date().toISOString().slice(0, 10) };
    // The aggregates' count migrations (their batches are scheduled) recount
    // the fixture.
    await f.t.mutation(internal.migrations.countAggregates, {});
    await f.t.finishAllScheduledFunctions(() => vi.runAllTimers());
    vi.useRealTimers();
    const asVisitor = await f.t.query(api.stats.pulse, args);
    expect(asVisitor).toEqual({
      openSeats: validProjectInput.openPositions,
      builders: 3,
      projectsThisWeek: 1,
    });
    expect(await f.other.query(api.stats.pulse, args)).toEqual(asVisitor);
    expect(await f.owner.query(api.stats.pulse, args)).toEqual(asVisitor);
  });
});
