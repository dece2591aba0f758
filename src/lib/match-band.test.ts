import { describe, expect, it } from "vitest";
import { matchBand, partPercent } from "./match-band";

describe("matchBand", () => {
  it("puts each score in its band, floors included", () => {
    expect(matchBand(100)).toBe("strong");
    expect(matchBand(75)).toBe("strong");
    expect(matchBand(74)).toBe("good");
    expect(matchBand(50)).toBe("good");
    expect(matchBand(49)).toBe("fair");
    expect(matchBand(25)).toBe("fair");
    expect(matchBand(24)).toBe("weak");
    expect(matchBand(0)).toBe("weak");
  });

  it("clamps scores outside 0-100", () => {
    expect(matchBand(140)).toBe("strong");
    expect(matchBand(-5)).toBe("weak");
  });
});

describe("partPercent", () => {
  it("is the share of the part's maximum", () => {
    expect(partPercent(45, 60)).toBe(75);
    expect(partPercent(0, 10)).toBe(0);
    expect(partPercent(10, 10)).toBe(100);
  });

  it("stays within 0-100 and survives a zero maximum", () => {
    expect(partPercent(12, 10)).toBe(100);
    expect(partPercent(-1, 10)).toBe(0);
    expect(partPercent(3, 0)).toBe(0);
  });
});
