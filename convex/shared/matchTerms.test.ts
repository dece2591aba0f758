/**
 * The time-zone and commitment parts of a match, through `scoreMatch`: each
 * figure is worked out in its comment from the offsets on the day given.
 */
import { describe, expect, test } from "vitest";
import { scoreMatch, type MatchProject } from "./matchScore";
import type { Commitment } from "./projectTerms";

/** A winter day: London UTC+0, Berlin +1, Helsinki +2, New York -5, Tokyo +9, Los Angeles -8, Auckland +13 (its summer). */
const JANUARY = Date.UTC(2025, 0, 15, 12);
/** Between the US and the EU clock changes: New York is already -4, London still +0. */
const MARCH = Date.UTC(2025, 2, 20, 12);

const project: MatchProject = {
  category: "Development",
  skills: ["Python"],
  status: "open",
  seatsLeft: 1,
  teamSkills: [],
};

function part(
  match: ReturnType<typeof scoreMatch>,
  name: "timeZone" | "commitment",
) {
  return {
    points: match.breakdown.find((p) => p.part === name)?.points,
    reason: match.reasons.find((r) => r.kind === name),
  };
}

function overlap(
  team: { from: string; to: string },
  zone: string,
  now = JANUARY,
  perspective: "builder" | "owner" = "builder",
) {
  return part(
    scoreMatch(
      { ...project, timeZones: team },
      { skills: ["Python"], expertise: ["dev"], timeZone: zone },
      perspective,
      now,
    ),
    "timeZone",
  );
}

const london = { from: "Europe/London", to: "Europe/London" };

describe("time-zone overlap", () => {
  test("the same zone: a full working day, all 10 points", () => {
    expect(overlap(london, "Europe/London")).toEqual({
      points: 10,
      reason: {
        kind: "timeZone",
        tone: "positive",
        text: "8 hours of overlap with the team's time zone",
      },
    });
  });

  test("partial: New York is 5 hours from London, 8 - 5 = 3 hours -> 10 * 3/8 = 3.75 -> 4", () => {
    expect(overlap(london, "America/New_York")).toEqual({
      points: 4,
      reason: {
        kind: "timeZone",
        tone: "neutral",
        text: "3 hours of overlap with the team's time zone",
      },
    });
    expect(
      overlap(london, "America/New_York", JANUARY, "owner").reason?.text,
    ).toBe("3 hours of overlap with your team's time zone");
  });

  test("offsets are taken at the moment given: in March New York is 4 hours from London, 4 hours of overlap -> 5", () => {
    expect(overlap(london, "America/New_York", MARCH)).toEqual({
      points: 5,
      reason: {
        kind: "timeZone",
        tone: "positive",
        text: "4 hours of overlap with the team's time zone",
      },
    });
  });

  test("none: Tokyo is 9 hours from London, no working hours in common -> 0", () => {
    expect(overlap(london, "Asia/Tokyo")).toEqual({
      points: 0,
      reason: {
        kind: "timeZone",
        tone: "negative",
        text: "No working hours in common with the team's time zone",
      },
    });
  });

  test("a range of zones: the builder's nearest zone in it counts", () => {
    const europe = { from: "Europe/London", to: "Europe/Berlin" };
    // Paris (+1) is inside London (0) to Berlin (+1): 8 hours.
    expect(overlap(europe, "Europe/Paris").points).toBe(10);
    // Helsinki (+2) is 1 hour past Berlin: 7 hours -> 10 * 7/8 = 8.75 -> 9.
    expect(overlap(europe, "Europe/Helsinki")).toMatchObject({
      points: 9,
      reason: { text: "7 hours of overlap with the team's time zone" },
    });
    // A range written east to west is the same range.
    const reversed = { from: "Europe/Berlin", to: "Europe/London" };
    expect(overlap(reversed, "Europe/Helsinki").points).toBe(9);
  });

  test("across the date line: Auckland (+13) is 3 hours ahead of Los Angeles (-8) a day on, 5 hours -> 6", () => {
    const la = { from: "America/Los_Angeles", to: "America/Los_Angeles" };
    expect(overlap(la, "Pacific/Auckland")).toMatchObject({
      points: 6,
      reason: {
        tone: "positive",
        text: "5 hours of overlap with the team's time zone",
      },
    });
  });
});

function fit(
  commitment: Commitment | null,
  hoursPerWeek: number | null,
  perspective: "builder" | "owner" = "builder",
) {
  return part(
    scoreMatch(
      { ...project, commitment },
      { skills: ["Python"], expertise: ["dev"], hoursPerWeek },
      perspective,
      JANUARY,
    ),
    "commitment",
  );
}

const tenHours: Commitment = { kind: "hours", hoursPerWeek: 10 };
const fullTime: Commitment = { kind: "full-time" };

describe("commitment fit", () => {
  test("offering more than asked is a full fit", () => {
    expect(fit(tenHours, 20)).toEqual({
      points: 10,
      reason: {
        kind: "commitment",
        tone: "positive",
        text: "Wants 10 h a week, you offer 20",
      },
    });
    expect(fit(tenHours, 20, "owner").reason?.text).toBe(
      "Offers 20 h a week, you want 10 h a week",
    );
    expect(fit(tenHours, 10).points).toBe(10);
  });

  test("offering less earns the share offered: 15 of 20 -> 10 * 0.75 = 7.5 -> 8", () => {
    expect(fit({ kind: "hours", hoursPerWeek: 20 }, 15)).toEqual({
      points: 8,
      reason: {
        kind: "commitment",
        tone: "neutral",
        text: "Wants 20 h a week, you offer 15",
      },
    });
  });

  test("full time counts as 40 hours: 20 -> 5, 10 -> 2.5 -> 3 (under half: against), 40 -> 10", () => {
    expect(fit(fullTime, 20)).toEqual({
      points: 5,
      reason: {
        kind: "commitment",
        tone: "neutral",
        text: "Wants full time, you offer 20 h a week",
      },
    });
    expect(fit(fullTime, 10)).toMatchObject({
      points: 3,
      reason: { tone: "negative" },
    });
    expect(fit(fullTime, 10, "owner").reason?.text).toBe(
      "Offers 10 h a week, you want full time",
    );
    expect(fit(fullTime, 40).points).toBe(10);
  });
});

describe("a term one side does not state", () => {
  test("is neutral: half the points, and a reason that says what is not stated", () => {
    const cases = [
      [fit(null, 20), "The project states no commitment"],
      [fit(null, 20, "owner"), "Your project states no commitment"],
      [fit(tenHours, null), "Your profile states no hours a week"],
      [fit(tenHours, null, "owner"), "Their profile states no hours a week"],
    ] as const;
    for (const [result, text] of cases) {
      expect(result).toEqual({
        points: 5,
        reason: { kind: "commitment", tone: "neutral", text },
      });
    }
    const zone = (
      timeZones: MatchProject["timeZones"],
      timeZone: string | null,
      perspective: "builder" | "owner",
    ) =>
      part(
        scoreMatch(
          { ...project, timeZones },
          { skills: [], expertise: [], timeZone },
          perspective,
          JANUARY,
        ),
        "timeZone",
      );
    expect(zone(null, "Europe/London", "builder")).toEqual({
      points: 5,
      reason: {
        kind: "timeZone",
        tone: "neutral",
        text: "The project states no time zone",
      },
    });
    expect(zone(null, null, "owner").reason?.text).toBe(
      "Your project states no time zone",
    );
    expect(zone(london, null, "builder").reason?.text).toBe(
      "Your profile states no time zone",
    );
    expect(zone(london, null, "owner")).toEqual({
      points: 5,
      reason: {
        kind: "timeZone",
        tone: "neutral",
        text: "Their profile states no time zone",
      },
    });
  });
});
