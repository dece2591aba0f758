import { existsSync } from "node:fs";

/** Where Debian puts its Chromium; the CI script installs it when no browser is found. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium binary Playwright should drive: `PLAYWRIGHT_CHROMIUM_PATH` when set,
 * else Debian's `/usr/bin/chromium`, else `undefined` (Playwright's own browser).
 * Playwright cannot download browsers offline, so a system Chromium is the norm here.
 */
export function resolveChromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const fromEnv = env.PLAYWRIGHT_CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (!exists(fromEnv)) {
      throw new Error(
        `PLAYWRIGHT_CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`,
      );
    }
    return fromEnv;
  }
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * Flags a headless Chromium needs when run as root in a container with no network
 * beyond loopback: no sandbox (root), no GPU, no /dev/shm reliance, and none of the
 * background services that would try to reach Google's hosts.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
