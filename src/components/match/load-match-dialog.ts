/** The match dialog's code, in a chunk of its own (loaded on first use). */
export const loadMatchDialog = () => import("./match-dialog");

/** Starts loading the dialog's code (on a trigger's hover or focus). */
export function preloadMatchDialog(): void {
  void loadMatchDialog();
}
