import { useCallback, useEffect, useSyncExternalStore } from "react";
import {
  applyTheme,
  DARK_SCHEME_QUERY,
  isDarkTheme,
  parseThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from "@/lib/theme";
import { useMediaQuery } from "./use-media-query";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changed it.
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

function readPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

/**
 * The theme preference and whether the page is dark, applied to the document
 * while mounted (the app mounts it once, in AppProviders): following the
 * system's setting live unless the user chose light or dark.
 */
export function useTheme() {
  const preference = useSyncExternalStore(
    subscribe,
    readPreference,
    (): ThemePreference => "system",
  );
  const dark = isDarkTheme(preference, useMediaQuery(DARK_SCHEME_QUERY));
  useEffect(() => applyTheme(dark), [dark]);
  const setPreference = useCallback((next: ThemePreference) => {
    try {
      if (next === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the page keeps following the system.
    }
    for (const listener of listeners) listener();
  }, []);
  return { preference, dark, setPreference };
}
