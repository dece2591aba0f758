import { lazyWithPreload } from "@/lib/lazy-with-preload";

/**
 * The create / edit dialog, loaded on first open: its form, zod schemas, skills
 * catalogue and Radix Select are not needed to show the pages that offer it.
 */
export const LazyProjectFormDialog = lazyWithPreload(() =>
  import("./project-form-dialog").then((m) => m.ProjectFormDialog),
);
