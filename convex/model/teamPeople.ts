/**
 * People as the team room shows them (authors, assignees, members): public
 * profile fields only, never an email.
 */
import { v, type Infer } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { getPersonSummary } from "./profiles";

export const vTeamPerson = v.object({
  userId: v.id("users"),
  profileId: v.union(v.id("profiles"), v.null()),
  name: v.string(),
  username: v.union(v.string(), v.null()),
  avatarUrl: v.union(v.string(), v.null()),
});
export type TeamPerson = Infer<typeof vTeamPerson>;

export async function teamPerson(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<TeamPerson> {
  const person = await getPersonSummary(ctx, userId);
  return {
    userId,
    profileId: person.profileId,
    name: person.name,
    username: person.username,
    avatarUrl: person.avatarUrl ?? null,
  };
}

/** `teamPerson` for many ids, each profile read once. */
export async function teamPeople(
  ctx: QueryCtx,
  userIds: readonly Id<"users">[],
): Promise<Map<Id<"users">, TeamPerson>> {
  const unique = [...new Set(userIds)];
  const people = await Promise.all(unique.map((id) => teamPerson(ctx, id)));
  return new Map(people.map((person) => [person.userId, person]));
}
