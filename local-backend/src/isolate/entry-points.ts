/**
 * Which files of a `convex/` folder are modules, by the Convex CLI's rules, and the
 * esbuild entry points they make (the loader's bundle, `./loader.ts`).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { isComponentDir } from "./components/definitions";
import { isNodeModule } from "./runtimes";

const ENTRY_EXTENSIONS = /\.(js|ts|tsx|jsx|mjs|cjs|mts|cts)$/;

/** Entry points per the CLI's rules: no `_generated`, `schema`, dotfiles, `#` files or names with two dots. */
export function entryPoints(convexDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (
        name.startsWith(".") ||
        name.startsWith("#") ||
        name === "node_modules"
      )
        continue;
      if (statSync(full).isDirectory()) {
        if (name === "_generated" && dir === convexDir) continue;
        // A component's folder is its own bundle.
        if (isComponentDir(full)) continue;
        walk(full);
        continue;
      }
      if (!ENTRY_EXTENSIONS.test(name) || name.endsWith(".d.ts")) continue;
      if (name.split(".").length > 2) continue;
      if (dir === convexDir && /^schema\.[a-z]+$/.test(name)) continue;
      out.push(full);
    }
  };
  walk(convexDir);
  return out;
}

/**
 * esbuild's entry points ("fn/<module path>", "schema", "auth.config" → file), and
 * the module paths of the "use node" files among them.
 */
export function bundleEntries(root: string): {
  entries: Record<string, string>;
  useNode: Set<string>;
} {
  const entries: Record<string, string> = {};
  const useNode = new Set<string>();
  for (const file of entryPoints(root)) {
    const modulePath = relative(root, file)
      .replace(ENTRY_EXTENSIONS, "")
      .split("\\")
      .join("/");
    entries[`fn/${modulePath}`] = file;
    if (isNodeModule(file, modulePath, relative(root, file)))
      useNode.add(modulePath);
  }
  const schemaFile = ["schema.ts", "schema.js"]
    .map((f) => join(root, f))
    .find((f) => existsSync(f));
  if (schemaFile) entries["schema"] = schemaFile;
  const authFile = ["auth.config.ts", "auth.config.js"]
    .map((f) => join(root, f))
    .find((f) => existsSync(f));
  if (authFile) entries["auth.config"] = authFile;
  return { entries, useNode };
}
