/** What bench:backend's two parts share: a local backend on the conformance fixture. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBackend } from "../local-backend";

const fixture = join(
  import.meta.dirname,
  "..",
  "tests",
  "conformance",
  "convex",
);

/** A public function called as a client would, signed out. */
export const noAuth = { auth: null, fromClient: true } as const;

export function tempDir(prefix: string) {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** The local backend on the conformance fixture, in a fresh data dir. */
export async function fixtureBackend(prefix: string) {
  const dataDir = tempDir(prefix);
  const backend = await startBackend({
    convexDir: fixture,
    dataDir,
    port: 0,
    sitePort: 0,
  });
  return { backend, dataDir };
}
