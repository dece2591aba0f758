import { describe, expect, test } from "vitest";
import { daysLeftLabel } from "./days-left";

const DAY = 24 * 60 * 60 * 1000;

describe("daysLeftLabel", () => {
  test("counts whole days left, singular for one, and says when it closes today", () => {
    expect(daysLeftLabel(30 * DAY, 0)).toBe("30 days left");
    expect(daysLeftLabel(2 * DAY - 1, 0)).toBe("1 day left");
    expect(daysLeftLabel(DAY, 0)).toBe("1 day left");
    expect(daysLeftLabel(DAY - 1, 0)).toBe("Closes today");
  });
});
