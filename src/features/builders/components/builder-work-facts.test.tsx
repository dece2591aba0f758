import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BuilderWorkFacts } from "./builder-work-facts";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 13:05 UTC in winter: 14:05 in Berlin.
  vi.setSystemTime(Date.UTC(2026, 0, 15, 13, 5));
});
afterEach(() => vi.useRealTimers());

describe("BuilderWorkFacts", () => {
  it("shows availability, hours a week and the zone with the time there", () => {
    render(
      <BuilderWorkFacts
        builder={{
          availability: "open",
          hoursPerWeek: 20,
          timeZone: "Europe/Berlin",
        }}
      />,
    );
    expect(screen.getByText("Open to projects")).toBeVisible();
    expect(screen.getByText("Hours a week").nextSibling).toHaveTextContent(
      "20 h a week",
    );
    expect(
      screen.getByText("Time zone and local time").nextSibling,
    ).toHaveTextContent("Europe/Berlin · 14:05");
  });

  it("shows only the badge when hours and zone are not stated", () => {
    render(
      <BuilderWorkFacts
        builder={{
          availability: "not-looking",
          hoursPerWeek: null,
          timeZone: null,
        }}
      />,
    );
    expect(screen.getByText("Not looking")).toBeVisible();
    expect(screen.queryByText(/h a week/)).toBeNull();
    expect(screen.queryByText("Time zone and local time")).toBeNull();
  });
});
