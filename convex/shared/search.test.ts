import { describe, expect, test } from "vitest";
import {
  containsSearch,
  highlightParts,
  queryGram,
  searchGrams,
  searchQuery,
} from "./search";

describe("search", () => {
  test("a query is folded: lower case, white space runs as one space, trimmed", () => {
    expect(searchQuery("  Ship\tFAST\n now ")).toBe("ship fast now");
    expect(searchQuery(undefined)).toBe("");
  });

  test("containsSearch matches inside words, per field, case-insensitively", () => {
    expect(containsSearch(["Inbox", "Sorts EMAILS"], "mail")).toBe(true);
    expect(containsSearch(["Train Tracker"], "rain")).toBe(true);
    expect(containsSearch(["Inbox", "zero"], "inbox zero")).toBe(false);
    expect(containsSearch(["Ship  fast"], "ship fast")).toBe(true);
    expect(containsSearch(["anything"], "")).toBe(true);
  });

  test("grams are distinct trigrams and Latin letter-or-digit pairs of each field, never across fields", () => {
    expect(searchGrams(["Abab", "ba"]).sort()).toEqual([
      "ab",
      "aba",
      "ba",
      "bab",
    ]);
    expect(searchGrams(["a b", "c#"]).sort()).toEqual(["a b"]);
    expect(searchGrams(["ü3", "X1"])).toEqual(["x1"]);
    // An emoji is one character: no gram splits it.
    expect(searchGrams(["a🚀b"])).toEqual(["a🚀b"]);
  });

  test("queryGram picks a gram every match holds, the rarest-looking, or none", () => {
    expect(queryGram("a")).toBeNull();
    expect(queryGram("ux")).toBe("ux");
    expect(queryGram("c#")).toBeNull();
    expect(queryGram("rag")).toBe("rag");
    // "zzy" beats "the" on rarity; every match of the query contains both.
    const gram = queryGram("thezzy")!;
    expect(searchGrams(["thezzy"])).toContain(gram);
    expect(gram).toBe("zzy");
  });

  test("highlightParts cuts the text around every case-insensitive match", () => {
    expect(highlightParts("Train the trainers", "TRAIN")).toEqual([
      { text: "Train", match: true },
      { text: " the ", match: false },
      { text: "train", match: true },
      { text: "ers", match: false },
    ]);
    expect(highlightParts("Ship  fast", "ship fast")).toEqual([
      { text: "Ship  fast", match: true },
    ]);
    expect(highlightParts("a (b) c", "(b)")).toEqual([
      { text: "a ", match: false },
      { text: "(b)", match: true },
      { text: " c", match: false },
    ]);
    expect(highlightParts("nothing", "zzz")).toEqual([
      { text: "nothing", match: false },
    ]);
    expect(highlightParts("plain", "  ")).toEqual([
      { text: "plain", match: false },
    ]);
  });
});
