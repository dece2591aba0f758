import { existsSync } from "node:fs";

/** Where Debian puts its Chromium; the CI script installs it when no browser is found. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's `chromium-headless-shell`: Chromium's headless-only build, the one
 * Playwright itself drives for headless runs. With no browser UI to keep up it takes
 * about a third less CPU per e2e test than the full `chromium` in headless mode.
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium binary to drive: `PLAYWRIGHT_CHROMIUM_PATH` when set, else (for
 * headless tests, `headlessShell`) Debian's headless shell, else Debian's
 * `/usr/bin/chromium`, else `undefined` (Playwright's own browser). Playwright
 * cannot download browsers offline, so a system Chromium is the norm here. The
 * Lighthouse bench asks for the full browser, as a visitor runs it.
 */
export function resolveChromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  { headlessShell }: { headlessShell: boolean } = { headlessShell: true },
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
  const candidates = headlessShell
    ? [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]
    : [DEBIAN_CHROMIUM];
  return candidates.find((path) => exists(path));
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
