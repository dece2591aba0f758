import { describe, expect, it } from "vitest";
import { AVATAR_PALETTE, avatarColor, initials } from "./avatar-color";

describe("avatarColor", () => {
  it("is deterministic for a seed", () => {
    expect(avatarColor("user_123")).toBe(avatarColor("user_123"));
    expect(avatarColor("")).toBe(avatarColor(""));
  });

  it("always returns a palette class", () => {
    for (const seed of ["a", "b", "Ada Lovelace", "", "🙂", "x".repeat(500)]) {
      expect(AVATAR_PALETTE).toContain(avatarColor(seed));
    }
  });

  it("spreads different seeds over the palette", () => {
    const seen = new Set(
      Array.from({ length: 200 }, (_, i) => avatarColor(`user-${i}`)),
    );
    expect(seen.size).toBe(AVATAR_PALETTE.length);
  });

  it("uses literal Tailwind classes for light and dark", () => {
    for (const entry of AVATAR_PALETTE) {
      expect(entry).toMatch(
        /^bg-\w+-100 text-\w+-800 dark:bg-\w+-900 dark:text-\w+-100$/,
      );
    }
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("grace brewster murray hopper")).toBe("GH");
  });

  it("uses one letter for a single word", () => {
    expect(initials("ada")).toBe("A");
  });

  it("returns at most two uppercase letters", () => {
    const result = initials("a b c d e");
    expect(result).toBe("AE");
    expect(result).toBe(result.toUpperCase());
  });

  it("ignores extra whitespace and punctuation", () => {
    expect(initials("  jean-luc   picard  ")).toBe("JP");
    expect(initials("@ada (lovelace)")).toBe("AL");
  });

  it("handles non-Latin letters", () => {
    expect(initials("émile zola")).toBe("ÉZ");
    expect(initials("Łukasz")).toBe("Ł");
  });

  it("returns '?' when there is nothing to show", () => {
    expect(initials("")).toBe("?");
    expect(initials("   ")).toBe("?");
    expect(initials("-- !!")).toBe("?");
  });
});
