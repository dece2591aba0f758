import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isDarkTheme, parseThemePreference, THEME_STORAGE_KEY } from "./theme";

const initScript = readFileSync(
  resolve(process.cwd(), "public/theme-init.js"),
  "utf8",
);

function runInitScript(stored: string | null, systemDark: boolean) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-color-scheme: dark)" && systemDark,
  }));
  document.documentElement.classList.remove("dark");
  // The script as the browser runs it, seeing the page's window and document.
  runInNewContext(initScript, { window, document });
  return document.documentElement.classList.contains("dark");
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.classList.remove("dark");
});

describe("the theme rule", () => {
  it("follows the system unless the user chose light or dark", () => {
    expect(isDarkTheme("system", true)).toBe(true);
    expect(isDarkTheme("system", false)).toBe(false);
    expect(isDarkTheme("dark", false)).toBe(true);
    expect(isDarkTheme("light", true)).toBe(false);
  });

  it("reads anything unknown as following the system", () => {
    expect(parseThemePreference("dark")).toBe("dark");
    expect(parseThemePreference("light")).toBe("light");
    expect(parseThemePreference("purple")).toBe("system");
    expect(parseThemePreference(null)).toBe("system");
  });

  it.each([null, "light", "dark", "system", "purple"])(
    "public/theme-init.js applies the same rule before the first paint (stored %s)",
    (stored) => {
      for (const systemDark of [false, true]) {
        expect(runInitScript(stored, systemDark)).toBe(
          isDarkTheme(parseThemePreference(stored), systemDark),
        );
      }
    },
  );
});
