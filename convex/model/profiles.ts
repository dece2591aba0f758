import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  ANONYMOUS_CREATOR_NAME,
  DEFAULT_PROFILE_ROLE,
} from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { profileUpdateSchema, type SignUpProfile } from "../shared/schemas";
import { parseInput } from "./validation";

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
  return await ctx.db.insert("profiles", {
    userId,
    name: input.name,
    username: await uniqueUsername(ctx, usernameBase(input.email)),
    role: DEFAULT_PROFILE_ROLE,
    bio: input.bio,
    skills: [],
    expertise: input.expertise,
  });
}

/** `profiles.update`: validates with the shared schema, patches what was given. */
export async function updateProfile(
  ctx: MutationCtx,
  userId: Id<"users">,
  input: unknown,
): Promise<void> {
  const patch = parseInput(profileUpdateSchema, input);
  const profile = await getProfileByUserIdOrThrow(ctx, userId);
  await ctx.db.patch("profiles", profile._id, patch);
}

export type CreatorSummary = {
  id: Id<"users">;
  name: string;
  avatarUrl: string | null;
};

/** A project creator as cards show them: 'Anonymous' when the profile or its name is missing. */
export async function getCreatorSummary(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<CreatorSummary> {
  const profile = await getProfileByUserId(ctx, userId);
  const name = profile?.name.trim() ?? "";
  return {
    id: userId,
    name: name === "" ? ANONYMOUS_CREATOR_NAME : name,
    avatarUrl: profile?.avatarUrl ?? null,
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
  const profile = await getProfileByUserId(ctx, userId);
  const name = profile?.name.trim() ?? "";
  return {
    id: userId,
    profileId: profile?._id ?? null,
    name: name === "" ? ANONYMOUS_CREATOR_NAME : name,
    username: profile?.username ?? null,
    role: profile?.role ?? DEFAULT_PROFILE_ROLE,
    avatarUrl: profile?.avatarUrl ?? null,
    skills: profile?.skills ?? [],
  };
}

export type ViewerProfile = {
  _id: Id<"profiles">;
  userId: Id<"users">;
  email: string | null;
  name: string;
  username: string;
  role: string;
  bio: string;
  skills: string[];
  expertise: Doc<"profiles">["expertise"];
  avatarUrl: string | null;
};

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
    avatarUrl: profile.avatarUrl ?? null,
  };
}
