import { describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, resolveChromiumPath } from "./chromium";

describe("resolveChromiumPath", () => {
  it("prefers PLAYWRIGHT_CHROMIUM_PATH when the file exists", () => {
    const path = resolveChromiumPath(
      { PLAYWRIGHT_CHROMIUM_PATH: "/opt/chrome/chrome" },
      (p) => p === "/opt/chrome/chrome" || p === DEBIAN_CHROMIUM,
    );
    expect(path).toBe("/opt/chrome/chrome");
  });

  it("fails loudly when PLAYWRIGHT_CHROMIUM_PATH points nowhere", () => {
    expect(() =>
      resolveChromiumPath({ PLAYWRIGHT_CHROMIUM_PATH: "/nope" }, () => false),
    ).toThrow(/PLAYWRIGHT_CHROMIUM_PATH/);
  });

  it("falls back to Debian's chromium, then to Playwright's own browser", () => {
    expect(resolveChromiumPath({}, (p) => p === DEBIAN_CHROMIUM)).toBe(
      DEBIAN_CHROMIUM,
    );
    expect(resolveChromiumPath({}, () => false)).toBeUndefined();
  });
});
