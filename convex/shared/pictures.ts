/**
 * Pictures members upload (isomorphic): profile photos, project covers and
 * portfolio images.
 * The server checks every upload from its stored bytes (model/pictures.ts);
 * the web app runs the same limits first, for a quick answer.
 */

/** What a picture is for: its `files` purpose (shared/files.ts). */
export const PICTURE_KINDS = ["photo", "cover", "portfolio"] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

export const PICTURE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** The file input's `accept`. */
export const PICTURE_ACCEPT = PICTURE_TYPES.join(",");

const MB = 1024 * 1024;

/** The largest file of each kind, in bytes. */
export const PICTURE_MAX_BYTES = {
  photo: 2 * MB,
  cover: 5 * MB,
  portfolio: 5 * MB,
} as const satisfies Record<PictureKind, number>;

/** A size limit as people read it ("2 MB"). */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** How many leading bytes `pictureTypeOf` reads. */
export const PICTURE_SIGNATURE_BYTES = 12;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Each type's magic numbers: every part's bytes at its offset. */
const SIGNATURES: { type: PictureType; offset: number; bytes: number[] }[][] = [
  [
    {
      type: "image/png",
      offset: 0,
      bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    },
  ],
  [{ type: "image/jpeg", offset: 0, bytes: [0xff, 0xd8, 0xff] }],
  [
    { type: "image/webp", offset: 0, bytes: ascii("RIFF") },
    { type: "image/webp", offset: 8, bytes: ascii("WEBP") },
  ],
  [{ type: "image/gif", offset: 0, bytes: ascii("GIF87a") }],
  [{ type: "image/gif", offset: 0, bytes: ascii("GIF89a") }],
];

/**
 * The picture type a file's first bytes (at least PICTURE_SIGNATURE_BYTES of
 * them, when the file has that many) identify, or null for anything else:
 * whatever the file's name or the Content-Type its uploader claimed.
 */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  for (const parts of SIGNATURES) {
    const matches = parts.every(({ offset, bytes: expected }) =>
      expected.every((byte, i) => bytes[offset + i] === byte),
    );
    if (matches) return parts[0]!.type;
  }
  return null;
}
