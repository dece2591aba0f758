/**
 * The colour theme: the user's preference (system, light or dark), kept in
 * localStorage, and whether the page is dark. public/theme-init.js applies the
 * same rule before the first paint; theme.test.ts checks they agree.
 */
export const THEME_STORAGE_KEY = "buildmates-theme";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

export const THEME_PREFERENCES = ["system", "light", "dark"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** A stored value as a preference; anything else follows the system. */
export function parseThemePreference(raw: string | null): ThemePreference {
  return raw === "light" || raw === "dark" ? raw : "system";
}

export function isDarkTheme(
  preference: ThemePreference,
  systemDark: boolean,
): boolean {
  return preference === "dark" || (preference === "system" && systemDark);
}

/** Switches the page's colour tokens (the `.dark` block of globals.css). */
export function applyTheme(dark: boolean): void {
  document.documentElement.classList.toggle("dark", dark);
}
