/**
 * Stored text is plain text a person typed: characters that only hide, spoof
 * or corrupt what others see are removed before any other check runs, in the
 * shared zod schemas (`text.ts`), so the forms and the mutations agree.
 *
 * Removed everywhere:
 * - C0 controls except tab and line feed (NUL, BEL, ESC, ...), DEL and the C1
 *   controls (U+0080-U+009F);
 * - bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 *   U+2066-U+2069): "Trojan Source" style spoofing of how text reads;
 * - invisible separators that make equal-looking strings differ: zero-width
 *   space U+200B, word joiner U+2060, the byte order mark U+FEFF, and
 *   U+2061-U+2064 (invisible operators) and U+00AD (soft hyphen).
 * Kept: zero-width (non-)joiners U+200C/U+200D, which emoji sequences and
 * several scripts (Persian, Indic) need, and the left/right marks
 * U+200E/U+200F, which right-to-left writing uses and which cannot reorder
 * surrounding text the way overrides can.
 * Line breaks: CR LF and lone CR become LF, U+2028/U+2029 become LF; a
 * single-line field then turns every tab and line feed into a space.
 * Lone UTF-16 surrogates become U+FFFD.
 *
 * No zod here: the skills catalogue and other modules the list pages load use
 * these cleaners, and zod's schemas (about 20 KB gzipped) stay out of those pages;
 * the zod helpers are in `text.ts`.
 */

const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
const SINGLE_LINE_WHITESPACE = /[\t\n]/g;

/** Text as stored in a multi-line field (descriptions, bios, messages). */
export function cleanMultilineText(text: string): string {
  return text
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(LINE_BREAKS, "\n")
    .replace(UNSAFE, "");
}

/** Text as stored in a single-line field (titles, names, skills, subjects). */
export function cleanSingleLineText(text: string): string {
  return cleanMultilineText(text).replace(SINGLE_LINE_WHITESPACE, " ");
}
