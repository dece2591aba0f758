import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponseRate } from "./response-rate";

const DAY = 24 * 60 * 60 * 1000;

describe("ResponseRate", () => {
  it("shows the rate and the usual answer time", () => {
    render(
      <ResponseRate
        response={{ closed: 12, ratePercent: 92, averageAnswerMs: 1.5 * DAY }}
      />,
    );
    expect(
      screen.getByText(
        "Responds to 92% of applications, usually within 2 days",
      ),
    ).toBeInTheDocument();
  });

  it("calls an owner without a record yet new", () => {
    render(
      <ResponseRate
        response={{ closed: 2, ratePercent: null, averageAnswerMs: null }}
      />,
    );
    expect(
      screen.getByText("New owner: no response record yet"),
    ).toBeInTheDocument();
  });

  it("speaks to the owner about their own", () => {
    render(
      <ResponseRate
        self
        response={{ closed: 4, ratePercent: 50, averageAnswerMs: 3 * 60_000 }}
      />,
    );
    expect(
      screen.getByText(
        "You respond to 50% of applications, usually within a day",
      ),
    ).toBeInTheDocument();
  });
});
