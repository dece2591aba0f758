import { describe, expect, it } from "vitest";
import {
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  resolveChromiumPath,
} from "./chromium";

describe("resolveChromiumPath", () => {
  it("prefers PLAYWRIGHT_CHROMIUM_PATH when the file exists", () => {
    const path = resolveChromiumPath(
      { PLAYWRIGHT_CHROMIUM_PATH: "/opt/chrome/chrome" },
      (p) =>
        p === "/opt/chrome/chrome" ||
        p === DEBIAN_HEADLESS_SHELL ||
        p === DEBIAN_CHROMIUM,
    );
    expect(path).toBe("/opt/chrome/chrome");
  });

  it("fails loudly when PLAYWRIGHT_CHROMIUM_PATH points nowhere", () => {
    expect(() =>
      resolveChromiumPath({ PLAYWRIGHT_CHROMIUM_PATH: "/nope" }, () => false),
    ).toThrow(/PLAYWRIGHT_CHROMIUM_PATH/);
  });

  it("prefers Debian's headless shell, then its chromium, then Playwright's own browser", () => {
    const both = (p: string) =>
      p === DEBIAN_HEADLESS_SHELL || p === DEBIAN_CHROMIUM;
    expect(resolveChromiumPath({}, both)).toBe(DEBIAN_HEADLESS_SHELL);
    expect(resolveChromiumPath({}, (p) => p === DEBIAN_CHROMIUM)).toBe(
      DEBIAN_CHROMIUM,
    );
    expect(resolveChromiumPath({}, () => false)).toBeUndefined();
  });

  it("gives the full browser when the headless shell is not wanted", () => {
    const both = (p: string) =>
      p === DEBIAN_HEADLESS_SHELL || p === DEBIAN_CHROMIUM;
    expect(resolveChromiumPath({}, both, { headlessShell: false })).toBe(
      DEBIAN_CHROMIUM,
    );
  });
});
