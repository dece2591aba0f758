/**
 * The skills field's comma-separated text, seen from the caret: which skill
 * is being typed, which others are already there, and the text after a
 * suggestion replaces the one being typed. Pure, so the combobox stays thin.
 */

export type SkillToken = {
  /** Where the token's text starts (just after the previous comma, or 0). */
  start: number;
  /** Where it ends (the next comma, or the end of the text). */
  end: number;
  /** The token as typed, trimmed. */
  text: string;
};

/** The token the caret is in. */
export function tokenAt(value: string, caret: number): SkillToken {
  const at = Math.max(0, Math.min(caret, value.length));
  const start = value.lastIndexOf(",", at - 1) + 1;
  const comma = value.indexOf(",", at);
  const end = comma === -1 ? value.length : comma;
  return { start, end, text: value.slice(start, end).trim() };
}

/** The other skills entered (every token but the one at the caret), trimmed, non-empty. */
export function otherTokens(value: string, caret: number): string[] {
  const { start, end } = tokenAt(value, caret);
  return `${value.slice(0, start)}${value.slice(end)}`
    .split(",")
    .map((token) => token.trim())
    .filter((token) => token !== "");
}

/**
 * The text with the token at the caret replaced by `skill`, and where the
 * caret goes: after "skill, " at the end of the text (ready for the next
 * one), or after the comma that already follows it.
 */
export function replaceToken(
  value: string,
  caret: number,
  skill: string,
): { value: string; caret: number } {
  const { start, end } = tokenAt(value, caret);
  const before = value.slice(0, start);
  const after = value.slice(end);
  const head = `${before}${before === "" ? "" : " "}${skill}`;
  if (after === "") {
    const next = `${head}, `;
    return { value: next, caret: next.length };
  }
  return {
    value: `${head}${after}`,
    caret: head.length + (after.startsWith(", ") ? 2 : 1),
  };
}
