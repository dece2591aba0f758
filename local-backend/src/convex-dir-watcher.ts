/**
 * Watches the app's `convex/` folder and calls back once a burst of changes has
 * settled (150 ms without another), ignoring `_generated/` and `node_modules/`:
 * what makes `npm start` reload functions as they are edited.
 */
import { watch, type FSWatcher } from "node:fs";
import { findNodeBuiltinImports } from "./isolate/loader";
import { log } from "./log";

const SETTLE_MS = 150;
const IGNORED = /(^|[/\\])(_generated|node_modules)([/\\]|$)/;

export class ConvexDirWatcher {
  private watcher: FSWatcher | null = null;
  private timer: NodeJS.Timeout | null = null;

  /** Starts watching; a folder that cannot be watched is warned about, not fatal. */
  constructor(convexDir: string, onSettled: () => void) {
    try {
      this.watcher = watch(convexDir, { recursive: true }, (_event, file) => {
        if (file && IGNORED.test(file)) return;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(onSettled, SETTLE_MS);
      });
    } catch (e) {
      log.warn(
        `cannot watch ${convexDir} for changes: ${(e as Error).message}`,
      );
    }
  }

  /** Whether the folder is being watched. */
  get watching(): boolean {
    return this.watcher !== null;
  }

  close(): void {
    this.watcher?.close();
    if (this.timer) clearTimeout(this.timer);
  }
}

/** Background check (watch mode only): warns of Node built-ins imported by default-runtime files. */
export function warnAboutNodeBuiltins(convexDir: string): void {
  void findNodeBuiltinImports(convexDir).then(
    (problems) => {
      for (const problem of problems) log.warn(problem);
    },
    () => undefined,
  );
}
