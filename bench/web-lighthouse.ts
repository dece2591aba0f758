/**
 * One cold Lighthouse navigation of one URL: a new headless Chromium on a new, empty
 * profile (chrome-launcher makes a temporary user-data dir and deletes it on kill),
 * so no HTTP cache, service worker or storage survives from another run.
 *
 * Config: Lighthouse's desktop preset (desktop screen, user agent and scoring curves),
 * performance category only. Throttling: "provided" by default, i.e. none: the
 * figures are what the page does over loopback on this machine's CPU, which is what
 * the goal "LCP at most 1.0 s on localhost" asks about. "simulate" (the preset's own
 * default: Lantern estimates the load on a 40 ms, 10 Mbps desktop link) and "devtools"
 * (that link applied for real) can be chosen with --throttling.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { CHROMIUM_ARGS, resolveChromiumPath } from "../tests/e2e/chromium";

export const THROTTLING_METHODS = ["provided", "simulate", "devtools"] as const;
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

/** Every Chromium this process launched and has not killed yet (for Ctrl-C). */
const running = new Set<chromeLauncher.LaunchedChrome>();

export function killBrowsers(): void {
  for (const chrome of running) chrome.kill();
  running.clear();
}

export async function runLighthouse(
  url: string,
  throttlingMethod: ThrottlingMethod,
): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: resolveChromiumPath(process.env, undefined, {
      headlessShell: false,
    }),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    // This process stops its browsers itself on Ctrl-C, after the servers.
    handleSIGINT: false,
    logLevel: "silent",
  });
  running.add(chrome);
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance"],
        throttlingMethod,
      },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse could not load ${url}: ${lhr.runtimeError.message}`,
      );
    return lhr;
  } finally {
    chrome.kill();
    running.delete(chrome);
  }
}
