/**
 * For tests: the local backend on the conformance fixture (`tests/conformance/convex`,
 * the functions every local-backend suite exercises, or another convex dir) in a fresh
 * data dir, and its stop, which also removes the data dir.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BackendOptions } from "../backend";
import { type RunningBackend, startBackend } from "../../index";

export const CONFORMANCE_FIXTURE = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "tests",
  "conformance",
  "convex",
);

export async function startFixtureBackend(
  prefix: string,
  convexDir = CONFORMANCE_FIXTURE,
  options: Partial<BackendOptions> = {},
): Promise<{ backend: RunningBackend; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const backend = await startBackend({
      convexDir,
      dataDir,
      port: 0,
      sitePort: 0,
      ...options,
    });
    return { backend, dataDir };
  } catch (e) {
    // A backend that did not start leaves no data dir behind.
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}

export async function stopFixtureBackend(
  backend: RunningBackend | undefined,
  dataDir: string | undefined,
): Promise<void> {
  await backend?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
