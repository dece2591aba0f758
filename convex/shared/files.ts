/** What a member's stored file is for (tables/files.ts). */
export const FILE_PURPOSES = ["photo", "cover", "export"] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
