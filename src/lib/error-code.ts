import { ConvexError } from "convex/values";

/** The code of an expected failure (`ConvexError({ code, message })`), or null for anything else. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ConvexError)) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("code" in data)) {
    return null;
  }
  return typeof data.code === "string" ? data.code : null;
}
