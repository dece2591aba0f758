/**
 * Per-kind notification preferences: who may read and set them,
 * and what `notify` does with them: no row when off, an email scheduled
 * through mail.send when email is on, none when in-app only.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { notify } from "./model/notifications";
import { NOTIFICATION_KINDS } from "./shared/constants";
import { NOTIFICATION_DEFAULTS } from "./shared/notificationPreferences";
import {
  createProjectAs,
  createUser,
  expectAppError,
  setup,
  type TestConvex,
} from "./test.helpers";

beforeEach(() => {
  // Scheduled mail stays pending (fake timers), so the tests can read it.
  vi.useFakeTimers();
  vi.stubEnv("SITE_URL", "https://buildmates.example");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function world() {
  const t = setup();
  const owner = await createUser(t, {
    name: "Olivia Owner",
    email: "olivia@example.com",
  });
  const builder = await createUser(t, {
    name: "Bruno Builder",
    email: "bruno@example.com",
  });
  const projectId = await createProjectAs(owner, { title: "Voice Notes AI" });
  return { t, owner, builder, projectId };
}

/** The mail.send calls scheduled so far: their arguments. */
async function scheduledMail(t: TestConvex) {
  const jobs = await t.run(
    async (ctx) => await ctx.db.system.query("_scheduled_functions").take(100),
  );
  return jobs
    .filter((job) => job.name.includes("mail") && job.name.includes("send"))
    .map((job) => job.args[0] as { to: string; subject: string; text: string });
}

async function notificationsOf(t: TestConvex, userId: string) {
  return await t.run(async (ctx) =>
    (await ctx.db.query("notifications").take(100)).filter(
      (row) => row.userId === userId,
    ),
  );
}

describe("notificationPreferences.mine / set", () => {
  test("a new user gets the defaults for every kind", async () => {
    const { owner } = await world();
    const mine = await owner.as.query(api.notificationPreferences.mine, {});
    expect(mine).toEqual(
      NOTIFICATION_KINDS.map((kind) => ({
        kind,
        ...NOTIFICATION_DEFAULTS[kind],
      })),
    );
  });

  test("set changes one kind for the viewer only", async () => {
    const { owner, builder } = await world();
    await owner.as.mutation(api.notificationPreferences.set, {
      kind: "messageReceived",
      inApp: false,
      email: true,
    });
    await owner.as.mutation(api.notificationPreferences.set, {
      kind: "messageReceived",
      inApp: false,
      email: false,
    });
    const mine = await owner.as.query(api.notificationPreferences.mine, {});
    expect(mine.find((row) => row.kind === "messageReceived")).toEqual({
      kind: "messageReceived",
      inApp: false,
      email: false,
    });
    const theirs = await builder.as.query(api.notificationPreferences.mine, {});
    expect(theirs.find((row) => row.kind === "messageReceived")).toEqual({
      kind: "messageReceived",
      ...NOTIFICATION_DEFAULTS.messageReceived,
    });
  });

  test("signed out: mine is empty and set is refused; an unknown kind is refused", async () => {
    const { t, owner } = await world();
    expect(await t.query(api.notificationPreferences.mine, {})).toEqual([]);
    await expectAppError(
      t.mutation(api.notificationPreferences.set, {
        kind: "messageReceived",
        inApp: false,
        email: false,
      }),
      "UNAUTHENTICATED",
    );
    await expect(
      owner.as.mutation(api.notificationPreferences.set, {
        kind: "somethingElse" as "messageReceived",
        inApp: false,
        email: false,
      }),
    ).rejects.toThrow();
  });
});

describe("notify honours the preferences", () => {
  test("off: no notification and no email, but the event still happens", async () => {
    const { t, owner, builder, projectId } = await world();
    await owner.as.mutation(api.notificationPreferences.set, {
      kind: "applicationReceived",
      inApp: false,
      email: false,
    });
    await builder.as.mutation(api.applications.apply, { projectId });
    expect(await notificationsOf(t, owner.userId)).toHaveLength(0);
    expect(await owner.as.query(api.notifications.unreadCount, {})).toBe(0);
    expect(await scheduledMail(t)).toEqual([]);
  });

  test("email on (the default for applications): mail.send to the owner, with the bell's words and link", async () => {
    const { t, owner, builder, projectId } = await world();
    await builder.as.mutation(api.applications.apply, { projectId });
    const mail = await scheduledMail(t);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe("olivia@example.com");
    expect(mail[0]?.subject).toBe("Bruno Builder applied to Voice Notes AI");
    expect(mail[0]?.text).toContain(
      `https://buildmates.example/projects/${projectId}#applications`,
    );
    expect(mail[0]?.text).toContain(
      "Change which emails you get: https://buildmates.example/settings",
    );
    expect(await notificationsOf(t, owner.userId)).toHaveLength(1);
  });

  test("email only: the email goes, no bell notification", async () => {
    const { t, owner, builder, projectId } = await world();
    await owner.as.mutation(api.notificationPreferences.set, {
      kind: "applicationReceived",
      inApp: false,
      email: true,
    });
    await builder.as.mutation(api.applications.apply, { projectId });
    expect(await notificationsOf(t, owner.userId)).toHaveLength(0);
    expect((await scheduledMail(t)).map((m) => m.to)).toEqual([
      "olivia@example.com",
    ]);
  });

  test("in-app only: a notification, no email", async () => {
    const { t, owner, builder, projectId } = await world();
    await owner.as.mutation(api.notificationPreferences.set, {
      kind: "applicationReceived",
      inApp: true,
      email: false,
    });
    await builder.as.mutation(api.applications.apply, { projectId });
    expect(await notificationsOf(t, owner.userId)).toHaveLength(1);
    expect(await scheduledMail(t)).toEqual([]);
  });

  test("a decision emails the applicant, never the owner who made it", async () => {
    const { t, owner, builder, projectId } = await world();
    await owner.as.mutation(api.notificationPreferences.set, {
      kind: "applicationReceived",
      inApp: true,
      email: false,
    });
    const applicationId = await builder.as.mutation(api.applications.apply, {
      projectId,
    });
    await owner.as.mutation(api.applications.accept, { applicationId });
    const mail = await scheduledMail(t);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ["bruno@example.com", "Your application to Voice Notes AI was accepted"],
    ]);
    expect(mail[0]?.text).toContain(
      "https://buildmates.example/dashboard?tab=applications",
    );
  });

  test("a backdated event (the demo seed's history) sends no email", async () => {
    const { t, owner, builder, projectId } = await world();
    await t.run(async (ctx) => {
      await notify(
        ctx,
        {
          userId: owner.userId,
          kind: "applicationReceived",
          actorId: builder.userId,
          projectId,
        },
        { now: Date.now() - 7 * 24 * 60 * 60 * 1000 },
      );
    });
    expect(await notificationsOf(t, owner.userId)).toHaveLength(1);
    expect(await scheduledMail(t)).toEqual([]);
  });

  test("a collapsed message sends no second email", async () => {
    const { t, owner, builder } = await world();
    await owner.as.mutation(api.notificationPreferences.set, {
      kind: "messageReceived",
      inApp: true,
      email: true,
    });
    for (const body of ["One", "Two", "Three"]) {
      await builder.as.mutation(api.messages.send, {
        recipientId: owner.userId,
        body,
      });
    }
    expect((await scheduledMail(t)).map((m) => m.subject)).toEqual([
      "Bruno Builder sent you a message",
    ]);
  });
});
