/**
 * A data export's account sections: the sign-in account (without its
 * password hash, sessions or codes), the profile, and the member's files.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  iso,
  mapPage,
  onePage,
  pageFrom,
  type ExportItem,
  type SectionPage,
} from "./items";
import { getProfileByUserId, profilePhotoUrl } from "../profiles";
import { listPortfolio } from "../portfolio";

/** The account: email, whether it is verified, when it was made. */
export async function readAccount(
  ctx: QueryCtx,
  ownerId: Id<"users">,
): Promise<SectionPage> {
  const user = await ctx.db.get("users", ownerId);
  if (user === null) return onePage(null);
  return onePage({
    email: user.email ?? null,
    emailVerified: user.emailVerificationTime !== undefined,
    createdAt: iso(user._creationTime),
  });
}

/** The public profile, as the member wrote it. */
export async function readProfile(
  ctx: QueryCtx,
  ownerId: Id<"users">,
): Promise<SectionPage> {
  const profile = await getProfileByUserId(ctx, ownerId);
  if (profile === null) return onePage(null);
  return onePage({
    id: profile._id,
    name: profile.name,
    username: profile.username,
    role: profile.role,
    bio: profile.bio,
    skills: profile.skills,
    expertise: profile.expertise,
    links: profile.links ?? {},
    photoUrl: await profilePhotoUrl(ctx, profile),
    availability: profile.availability ?? "open",
    hoursPerWeek: profile.hoursPerWeek ?? null,
    timeZone: profile.timeZone ?? null,
    /** In their order (at most 12; the images are also under files). */
    portfolio: (await listPortfolio(ctx, profile._id)).map(
      ({ _id, ...item }) => ({ id: _id, ...item }),
    ),
    createdAt: iso(profile._creationTime),
  });
}

/**
 * The member's stored files (photo, covers, portfolio images) with what storage knows of each
 * and a link to it. Photos and covers are public images (every visitor's
 * browser loads them by this link), so the link discloses nothing; it keeps
 * the export small however many covers there are, and works while the file
 * is kept. Export files are left out: this is one.
 */
export async function readFiles(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  cursor: string | null,
): Promise<SectionPage> {
  const page = await ctx.db
    .query("files")
    .withIndex("by_ownerId", (q) => q.eq("ownerId", ownerId))
    .paginate(pageFrom(cursor));
  const kept = {
    ...page,
    page: page.page.filter((f) => f.purpose !== "export"),
  };
  return await mapPage(kept, async (file): Promise<ExportItem> => {
    const stored = await ctx.db.system.get("_storage", file.storageId);
    return {
      purpose: file.purpose,
      contentType: stored?.contentType ?? null,
      byteSize: stored?.size ?? null,
      sha256: stored?.sha256 ?? null,
      uploadedAt: iso(stored?._creationTime),
      url: await ctx.storage.getUrl(file.storageId),
    };
  });
}
