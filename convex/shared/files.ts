/** What a member's stored file is for (tables/files.ts); "team": shared in a team room; "portfolio": a portfolio item's image. */
export const FILE_PURPOSES = [
  "photo",
  "cover",
  "export",
  "team",
  "portfolio",
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
