/**
 * Code of the app (a page's or a component's chunk) that could not be
 * fetched. `offline`: the browser had no network at the time, so the fetch
 * was not even tried (see load-once.ts).
 */
export class ChunkLoadError extends Error {
  readonly offline: boolean;

  constructor(offline: boolean, options?: { cause?: unknown }) {
    super(
      offline
        ? "This part of the app loads once the browser is back online."
        : "This part of the app could not be loaded.",
      options,
    );
    this.name = "ChunkLoadError";
    this.offline = offline;
  }
}
