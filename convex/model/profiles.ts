import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  ANONYMOUS_CREATOR_NAME,
  builderCategories,
  DEFAULT_PROFILE_ROLE,
  EXPERTISE_IDS,
} from "../shared/constants";
import { DELETED_MEMBER_NAME } from "../shared/accountDeletion";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { profileUpdateSchema, type SignUpProfile } from "../shared/schemas";
import { refreshTeamsOfMember } from "./team";
import { countProfileCreated, countProfileDeleted } from "./aggregates";
import { syncProfileSkills } from "./skillIndex";
import { nullsUnset, parseInput } from "./validation";
import { syncProfileSearch } from "./searchIndex";
import { profileLinksSchema } from "../shared/profileLinks";
import { storedFileUrl } from "./files";
import type { Infer } from "convex/values";
import type { vPublicProfile, vViewerProfile } from "./validators";

const USERNAME_MAX_LENGTH = 30;
const USERNAME_SUFFIX_TRIES = 50;

export async function getProfileByUserId(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"profiles"> | null> {
  return await ctx.db
    .query("profiles")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

export async function getProfileByUserIdOrThrow(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"profiles">> {
  const profile = await getProfileByUserId(ctx, userId);
  if (profile === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.profileNotFound);
  }
  return profile;
}

/** The email's local part, reduced to username characters. */
export function usernameBase(email: string): string {
  const local = email.split("@")[0] ?? "";
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, USERNAME_MAX_LENGTH);
  return cleaned === "" ? "builder" : cleaned;
}

/** `base`, or `base2`, `base3`... whichever is free; checked in the caller's transaction. */
export async function uniqueUsername(
  ctx: QueryCtx,
  base: string,
): Promise<string> {
  for (let n = 1; n <= USERNAME_SUFFIX_TRIES; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const taken = await ctx.db
      .query("profiles")
      .withIndex("by_username", (q) => q.eq("username", candidate))
      .first();
    if (taken === null) return candidate;
  }
  // Fifty builders share this local part: fall back to a random suffix.
  return `${base}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Creates the profile of a new user (the sign-up transaction calls this). */
export async function createProfileForUser(
  ctx: MutationCtx,
  userId: Id<"users">,
  input: SignUpProfile,
): Promise<Id<"profiles">> {
  const existing = await getProfileByUserId(ctx, userId);
  if (existing !== null) return existing._id;
  const fields = {
    userId,
    name: input.name,
    username: await uniqueUsername(ctx, usernameBase(input.email)),
    role: DEFAULT_PROFILE_ROLE,
    bio: input.bio,
    skills: [],
    expertise: input.expertise,
  };
  const profileId = await ctx.db.insert("profiles", fields);
  for (const category of builderCategories(input.expertise)) {
    await ctx.db.insert("profileCategories", { profileId, category });
  }
  await countProfileCreated(ctx, profileId);
  await syncProfileSkills(ctx, profileId);
  await syncProfileSearch(ctx, profileId);
  return profileId;
}

/**
 * Deletes a profile with the rows that index it (categories, skills, search
 * grams) and its place in the builders count, in the caller's transaction:
 * it leaves /builders, search, matching and suggestions at once.
 */
export async function deleteProfile(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
): Promise<void> {
  await ctx.db.delete("profiles", profile._id);
  const categories = await ctx.db
    .query("profileCategories")
    .withIndex("by_profile", (q) => q.eq("profileId", profile._id))
    .take(EXPERTISE_IDS.length + 1);
  for (const row of categories) {
    await ctx.db.delete("profileCategories", row._id);
  }
  await countProfileDeleted(ctx, profile);
  await syncProfileSkills(ctx, profile._id);
  await syncProfileSearch(ctx, profile._id);
}

/** `profiles.update`: validates with the shared schema, patches what was given. */
export async function updateProfile(
  ctx: MutationCtx,
  userId: Id<"users">,
  input: unknown,
): Promise<void> {
  const patch = parseInput(profileUpdateSchema, input);
  const profile = await getProfileByUserIdOrThrow(ctx, userId);
  await ctx.db.patch("profiles", profile._id, nullsUnset(patch));
  if (patch.skills !== undefined) await refreshTeamsOfMember(ctx, userId);
  await syncProfileSkills(ctx, profile._id);
  await syncProfileSearch(ctx, profile._id);
}

/** Replaces the viewer's links with the checked ones (absent or "" = none). */
export async function updateProfileLinks(
  ctx: MutationCtx,
  userId: Id<"users">,
  input: unknown,
): Promise<void> {
  const links = parseInput(profileLinksSchema, input);
  const profile = await getProfileByUserIdOrThrow(ctx, userId);
  await ctx.db.patch("profiles", profile._id, {
    links: Object.fromEntries(
      Object.entries(links).filter(([, url]) => url !== undefined),
    ),
  });
}

/**
 * The URL of a person's profile photo, or null (no profile, no photo): every
 * avatar the API returns comes from here, so the web app shows the photo
 * wherever it shows an avatar, and initials without one.
 */
export async function profilePhotoUrl(
  ctx: QueryCtx,
  profile: Doc<"profiles"> | null,
): Promise<string | null> {
  return await storedFileUrl(ctx, profile?.photoId);
}

/**
 * A person as others see them, the one place it is decided: their profile's
 * name and avatar; without a profile, "Deleted member" once the account is
 * deleted (the users row's tombstone, model/accountDeletion.ts), else
 * "Anonymous". A person without a profile has no page to link to.
 */
async function shownPerson(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<{ profile: Doc<"profiles"> | null; name: string }> {
  const profile = await getProfileByUserId(ctx, userId);
  if (profile !== null) {
    const name = profile.name.trim();
    return { profile, name: name === "" ? ANONYMOUS_CREATOR_NAME : name };
  }
  const user = await ctx.db.get("users", userId);
  return {
    profile,
    name:
      user?.deletedAt === undefined
        ? ANONYMOUS_CREATOR_NAME
        : DELETED_MEMBER_NAME,
  };
}

export type CreatorSummary = {
  id: Id<"users">;
  name: string;
  avatarUrl: string | null;
};

/** A project creator as cards show them ("Anonymous" or "Deleted member" without a profile). */
export async function getCreatorSummary(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<CreatorSummary> {
  const { profile, name } = await shownPerson(ctx, userId);
  return {
    id: userId,
    name,
    avatarUrl: await profilePhotoUrl(ctx, profile),
  };
}

export type ApplicantSummary = {
  id: Id<"users">;
  profileId: Id<"profiles"> | null;
  name: string;
  username: string | null;
  role: string;
  avatarUrl: string | null;
  skills: string[];
};

export async function getApplicantSummary(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<ApplicantSummary> {
  const { profile, name } = await shownPerson(ctx, userId);
  return {
    id: userId,
    profileId: profile?._id ?? null,
    name,
    username: profile?.username ?? null,
    role: profile?.role ?? DEFAULT_PROFILE_ROLE,
    avatarUrl: await profilePhotoUrl(ctx, profile),
    skills: profile?.skills ?? [],
  };
}

/** A person as lists of reviews, reports and blocks name them ("Anonymous" or "Deleted member" without a profile). */
export async function getPersonSummary(ctx: QueryCtx, userId: Id<"users">) {
  const { profile, name } = await shownPerson(ctx, userId);
  return {
    userId,
    profileId: profile?._id ?? null,
    name,
    username: profile?.username ?? null,
    avatarUrl: await profilePhotoUrl(ctx, profile),
  };
}

export type ViewerProfile = Infer<typeof vViewerProfile>;

/** The signed-in user's own profile, with the account email (never shown to others). */
export async function getViewerProfile(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<ViewerProfile | null> {
  const profile = await getProfileByUserId(ctx, userId);
  if (profile === null) return null;
  const user = await ctx.db.get("users", userId);
  return {
    _id: profile._id,
    userId,
    email: user?.email ?? null,
    name: profile.name,
    username: profile.username,
    role: profile.role,
    bio: profile.bio,
    skills: profile.skills,
    expertise: profile.expertise,
    avatarUrl: await profilePhotoUrl(ctx, profile),
    ...profileWork(profile),
  };
}

export type PublicProfile = Infer<typeof vPublicProfile>;

/** What anyone may see of a builder: never the email. */
export async function toPublicProfile(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
): Promise<PublicProfile> {
  return {
    _id: profile._id,
    _creationTime: profile._creationTime,
    userId: profile.userId,
    name: profile.name,
    username: profile.username,
    role: profile.role,
    bio: profile.bio,
    skills: profile.skills,
    expertise: profile.expertise,
    categories: builderCategories(profile.expertise),
    avatarUrl: await profilePhotoUrl(ctx, profile),
    links: profile.links ?? {},
    ...profileWork(profile),
  };
}

/** A profile's work fields as every shape shows them ("open" when never set). */
function profileWork(profile: Doc<"profiles">) {
  return {
    availability: profile.availability ?? "open",
    hoursPerWeek: profile.hoursPerWeek ?? null,
    timeZone: profile.timeZone ?? null,
  };
}

/** /builders/:id: a builder's public profile, or null. */
export async function getPublicProfile(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
): Promise<PublicProfile | null> {
  const profile = await ctx.db.get("profiles", profileId);
  return profile === null ? null : await toPublicProfile(ctx, profile);
}
