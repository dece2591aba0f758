/** What a member's stored file is for (tables/files.ts); "team": shared in a team room. */
export const FILE_PURPOSES = ["photo", "cover", "export", "team"] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
