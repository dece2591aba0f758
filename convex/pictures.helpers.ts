/**
 * Pictures for the convex-test suites of photos, covers and uploads (two dots
 * in the name: never deployed, not a suite).
 */
import type { Id } from "./_generated/dataModel";
import { PICTURE_SIGNATURE_BYTES } from "./shared/pictures";
import type { TestConvex } from "./test.helpers";

/** A whole 1x1 PNG. */
export const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

/** The first bytes of each accepted type (what the server reads). */
export const SIGNATURES = {
  "image/png": PNG.slice(0, PICTURE_SIGNATURE_BYTES),
  "image/jpeg": Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
  "image/webp": new TextEncoder().encode(
    "RIFF\u0000\u0000\u0000\u0000WEBPVP8 ",
  ),
  "image/gif": new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000"),
} as const;

/** PNG bytes padded to `size` bytes. */
export function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.slice(0, Math.min(PNG.length, size)));
  return bytes;
}

/** Stores bytes as an upload would (with the type the uploader claims). */
export async function upload(
  t: TestConvex,
  bytes: Uint8Array,
  contentType = "image/png",
): Promise<Id<"_storage">> {
  return await t.run(
    async (ctx) =>
      await ctx.storage.store(new Blob([bytes.slice()], { type: contentType })),
  );
}

/** Whether the stored file still exists. */
export async function isStored(
  t: TestConvex,
  storageId: Id<"_storage">,
): Promise<boolean> {
  return await t.run(
    async (ctx) => (await ctx.db.system.get("_storage", storageId)) !== null,
  );
}

/** The `files` row of a stored file, or null. */
export async function fileRow(t: TestConvex, storageId: Id<"_storage">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("files")
        .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
        .unique(),
  );
}
