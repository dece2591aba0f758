/**
 * A team room to test against (two dots in the name: never deployed, not a
 * suite): a project whose owner accepted `member` and `removed` (then removed
 * them), with a pending `applicant` and a `stranger` off the team.
 */
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  createProjectAs,
  createUser,
  setup,
  type TestConvex,
} from "./test.helpers";

export type TeamUser = Awaited<ReturnType<typeof createUser>>;

export type TeamFixture = {
  t: TestConvex;
  projectId: Id<"projects">;
  owner: TeamUser;
  member: TeamUser;
  removed: TeamUser;
  applicant: TeamUser;
  stranger: TeamUser;
};

/** `user` applies to the project and its owner accepts. */
export async function joinTeam(
  owner: TeamUser,
  user: TeamUser,
  projectId: Id<"projects">,
): Promise<Id<"applications">> {
  const applicationId = await user.as.mutation(api.applications.apply, {
    projectId,
  });
  await owner.as.mutation(api.applications.accept, { applicationId });
  return applicationId;
}

export async function teamFixture(
  options: { openPositions?: number } = {},
): Promise<TeamFixture> {
  const t = setup();
  const [owner, member, removed, applicant, stranger] = [
    await createUser(t),
    await createUser(t),
    await createUser(t),
    await createUser(t),
    await createUser(t),
  ];
  const projectId = await createProjectAs(owner, {
    openPositions: options.openPositions ?? 4,
  });
  await joinTeam(owner, member, projectId);
  await joinTeam(owner, removed, projectId);
  await owner.as.mutation(api.teams.removeMember, {
    projectId,
    userId: removed.userId,
  });
  await applicant.as.mutation(api.applications.apply, { projectId });
  return { t, projectId, owner, member, removed, applicant, stranger };
}

/** A user's username (mentions use it). */
export async function usernameOf(
  t: TestConvex,
  userId: Id<"users">,
): Promise<string> {
  return await t.run(async (ctx) => {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique();
    return profile!.username;
  });
}

/** The user's notifications of one kind. */
export async function notificationsOf(
  t: TestConvex,
  userId: Id<"users">,
  kind: string,
) {
  return await t.run(async (ctx) =>
    (
      await ctx.db
        .query("notifications")
        .withIndex("by_user_and_createdAt", (q) => q.eq("userId", userId))
        .take(200)
    ).filter((row) => row.kind === kind),
  );
}
