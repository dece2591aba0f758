/**
 * The zod strings of the shared schemas, cleaned as `cleanText.ts` describes
 * before trim and length checks, so the forms and the mutations agree.
 */
import { z } from "zod";
import { cleanMultilineText, cleanSingleLineText } from "./cleanText";

/** A zod string for a single-line field: cleaned as above, before trim and length checks. */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(cleanSingleLineText);
}

/** A zod string for a multi-line field: cleaned as above, before trim and length checks. */
export function multilineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(cleanMultilineText);
}
