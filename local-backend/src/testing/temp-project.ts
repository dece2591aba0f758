/**
 * A fixture project in a new temporary dir whose `node_modules` is this
 * repository's (linked), so fixture code imports `convex` and the installed
 * packages as an app would. Tests write files into it and remove it afterwards.
 */
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const REPO_NODE_MODULES = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "node_modules",
);

export interface TempProject {
  readonly root: string;
  /** Writes `text` at `path` (relative to the root), creating its folders. */
  readonly write: (path: string, text: string) => void;
  /** Removes the whole dir. */
  readonly remove: () => void;
}

export function tempProject(prefix: string): TempProject {
  const root = mkdtempSync(join(tmpdir(), prefix));
  symlinkSync(REPO_NODE_MODULES, join(root, "node_modules"), "junction");
  return {
    root,
    write: (path, text) => {
      const file = join(root, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
