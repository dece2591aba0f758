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

  it("never calls an owner who has closed applications new: says how many, and when a rate shows", () => {
    render(
      <ResponseRate
        response={{ closed: 2, ratePercent: null, averageAnswerMs: null }}
      />,
    );
    expect(
      screen.getByText(
        "2 applications answered or expired so far; a response rate shows from 3",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/new owner/i)).toBeNull();
  });

  it("says so when no application was answered yet", () => {
    render(
      <ResponseRate
        response={{ closed: 0, ratePercent: null, averageAnswerMs: null }}
      />,
    );
    expect(
      screen.getByText("No applications answered yet"),
    ).toBeInTheDocument();
  });

  it("tells the owner how far their own record is from a rate", () => {
    render(
      <ResponseRate
        self
        response={{ closed: 1, ratePercent: null, averageAnswerMs: null }}
      />,
    );
    expect(
      screen.getByText(
        "Your response rate shows once 3 applications are answered or expired (1 so far).",
      ),
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
