/**
 * The JavaScript a visitor downloads for the home page, gzipped, from a production
 * Vite build, beside a baseline built the same way: a bare React + Convex client page
 * (createRoot, ConvexReactClient, one useQuery). Used by `npm run bench:bundle` and,
 * as its baseline, by `npm run bench:web`.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, type Manifest } from "vite";
import { precompress } from "../scripts/lib/precompress";
import { kb } from "./web-figures";

const root = resolve(import.meta.dirname, "..");
const work = join(root, "node_modules", ".cache", "bench-bundle");
/** The goal for the home page's JavaScript, gzipped. */
export const HOME_JS_GOAL_KB = 150;

interface Figures {
  files: string[];
  jsBytes: number;
  jsGzipBytes: number;
  /** As the static server sends them to a browser that takes brotli: the build's `.br`
   * copy of each file (scripts/lib/precompress.ts), or the file where it has none. */
  jsServedBytes: number;
}

/** gzip at level 9, as every bench here measures "gzipped". */
export function gzipBytes(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Every JS file loaded for `entries`, following static imports. */
function closure(manifest: Manifest, entries: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  entries.forEach(visit);
  return [...files].filter((f) => f.endsWith(".js"));
}

function measure(outDir: string, files: string[]): Figures {
  let jsBytes = 0;
  let jsGzipBytes = 0;
  let jsServedBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(outDir, file));
    jsBytes += content.length;
    jsGzipBytes += gzipBytes(content);
    const brotli = join(outDir, `${file}.br`);
    jsServedBytes += existsSync(brotli)
      ? statSync(brotli).size
      : content.length;
  }
  return { files, jsBytes, jsGzipBytes, jsServedBytes };
}

async function buildApp(): Promise<Figures> {
  const outDir = join(work, "app");
  await build({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "silent",
    build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  // The entry, plus the home route module the router loads for "/".
  return measure(
    outDir,
    closure(manifest, ["index.html", "src/app/routes/home.tsx"]),
  );
}

async function buildBaseline(): Promise<Figures> {
  const src = join(work, "baseline-src");
  const outDir = join(work, "baseline");
  mkdirSync(src, { recursive: true });
  writeFileSync(
    join(src, "index.html"),
    '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>',
  );
  writeFileSync(
    join(src, "main.tsx"),
    `import { createRoot } from "react-dom/client";
import { ConvexProvider, ConvexReactClient, useQuery } from "convex/react";
import { anyApi } from "convex/server";
const client = new ConvexReactClient("http://127.0.0.1:3210");
function App() {
  const rows = useQuery(anyApi.projects.list, { paginationOpts: { numItems: 3, cursor: null } });
  return <pre>{JSON.stringify(rows)}</pre>;
}
createRoot(document.getElementById("root")!).render(
  <ConvexProvider client={client}><App /></ConvexProvider>,
);
`,
  );
  await build({
    root: src,
    configFile: false,
    logLevel: "silent",
    plugins: [react(), precompress()],
    build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  return measure(outDir, closure(manifest, ["index.html"]));
}

/** Builds both (in node_modules/.cache, removed afterwards) and returns the figures
 * `npm run bench:bundle` prints. */
export async function measureHomeBundle() {
  try {
    const app = await buildApp();
    const baseline = await buildBaseline();
    return {
      benchmark: "home page JavaScript, gzipped",
      app: {
        ...app,
        jsKB: kb(app.jsBytes),
        jsGzipKB: kb(app.jsGzipBytes),
        jsServedKB: kb(app.jsServedBytes),
      },
      baseline: {
        what: "React + ConvexReactClient + one useQuery, built the same way",
        ...baseline,
        jsKB: kb(baseline.jsBytes),
        jsGzipKB: kb(baseline.jsGzipBytes),
        jsServedKB: kb(baseline.jsServedBytes),
      },
      appOverBaselineGzipKB: kb(app.jsGzipBytes - baseline.jsGzipBytes),
      goalGzipKB: HOME_JS_GOAL_KB,
      withinGoal: app.jsGzipBytes <= HOME_JS_GOAL_KB * 1024,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export type HomeBundle = Awaited<ReturnType<typeof measureHomeBundle>>;
