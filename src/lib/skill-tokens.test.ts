import { describe, expect, it } from "vitest";
import { otherTokens, replaceToken, tokenAt } from "./skill-tokens";

describe("tokenAt", () => {
  it("finds the token around the caret, trimmed", () => {
    expect(tokenAt("React, pyt", 10)).toEqual({
      start: 6,
      end: 10,
      text: "pyt",
    });
    expect(tokenAt("React, pyt, Figma", 8)).toEqual({
      start: 6,
      end: 10,
      text: "pyt",
    });
    expect(tokenAt("", 0)).toEqual({ start: 0, end: 0, text: "" });
    expect(tokenAt("React, ", 7).text).toBe("");
  });

  it("clamps a caret outside the text", () => {
    expect(tokenAt("Figma", 99).text).toBe("Figma");
    expect(tokenAt("Figma", -3).text).toBe("Figma");
  });
});

describe("otherTokens", () => {
  it("lists every other non-empty token", () => {
    expect(otherTokens("React, pyt, , Figma", 9)).toEqual(["React", "Figma"]);
    expect(otherTokens("pyt", 3)).toEqual([]);
  });
});

describe("replaceToken", () => {
  it("replaces the last token and appends a comma and a space", () => {
    expect(replaceToken("React, pyt", 10, "Python")).toEqual({
      value: "React, Python, ",
      caret: 15,
    });
    expect(replaceToken("js", 2, "JavaScript")).toEqual({
      value: "JavaScript, ",
      caret: 12,
    });
  });

  it("replaces a token in the middle and puts the caret after its comma", () => {
    expect(replaceToken("React, pyt, Figma", 9, "Python")).toEqual({
      value: "React, Python, Figma",
      caret: 15,
    });
    expect(replaceToken("pyt,Figma", 2, "Python")).toEqual({
      value: "Python,Figma",
      caret: 7,
    });
  });
});
