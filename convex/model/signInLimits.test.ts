import { describe, expect, test } from "vitest";
import {
  attemptsAvailable,
  giveBackAttempt,
  msUntilFull,
  takeAttempt,
} from "./signInLimits";

const HOUR = 60 * 60 * 1000;

describe("sign-in budgets (token buckets)", () => {
  test("a missing bucket is full; each attempt takes one until none is left", () => {
    let bucket = takeAttempt(null, 3, 0);
    expect(bucket).toEqual({ attemptsLeft: 2, updatedAt: 0 });
    bucket = takeAttempt(bucket, 3, 0);
    bucket = takeAttempt(bucket, 3, 0);
    expect(bucket).toEqual({ attemptsLeft: 0, updatedAt: 0 });
    expect(takeAttempt(bucket, 3, 0)).toBeNull();
  });

  test("refills at its capacity per hour, never above it", () => {
    const empty = { attemptsLeft: 0, updatedAt: 0 };
    expect(attemptsAvailable(empty, 10, HOUR / 10)).toBeCloseTo(1);
    expect(takeAttempt(empty, 10, HOUR / 10 - 1)).toBeNull();
    expect(takeAttempt(empty, 10, HOUR / 10)).not.toBeNull();
    expect(attemptsAvailable(empty, 10, 5 * HOUR)).toBe(10);
  });

  test("gives back one attempt, never above capacity", () => {
    expect(giveBackAttempt({ attemptsLeft: 4, updatedAt: 0 }, 10, 0)).toEqual({
      attemptsLeft: 5,
      updatedAt: 0,
    });
    expect(
      giveBackAttempt({ attemptsLeft: 10, updatedAt: 0 }, 10, 0).attemptsLeft,
    ).toBe(10);
  });

  test("knows when it is full again", () => {
    expect(msUntilFull({ attemptsLeft: 9, updatedAt: 0 }, 10, 0)).toBe(
      HOUR / 10,
    );
    expect(msUntilFull({ attemptsLeft: 0, updatedAt: 0 }, 10, HOUR)).toBe(0);
  });
});
