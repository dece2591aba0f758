import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WaitingTime } from "./waiting-time";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 0, 20, 12);

describe("WaitingTime", () => {
  it("says how long the application has waited", () => {
    render(<WaitingTime createdAt={now - 3 * DAY} now={now} />);
    expect(screen.getByText("Waiting 3 days")).toBeInTheDocument();
  });

  it("tells the owner to reply soon once the reminder is due", () => {
    render(<WaitingTime createdAt={now - 10 * DAY} now={now} forOwner />);
    expect(
      screen.getByText("Waiting 10 days · Reply soon: expires in 4 days"),
    ).toBeInTheDocument();
  });

  it("does not hurry the owner before the reminder, nor the applicant ever", () => {
    const { rerender } = render(
      <WaitingTime createdAt={now - 2 * DAY} now={now} forOwner />,
    );
    expect(screen.getByText("Waiting 2 days")).toBeInTheDocument();
    rerender(<WaitingTime createdAt={now - 13.5 * DAY} now={now} />);
    expect(screen.getByText("Waiting 13 days")).toBeInTheDocument();
  });

  it("a fresh one has waited less than a minute", () => {
    render(<WaitingTime createdAt={now - 5000} now={now} />);
    expect(screen.getByText("Waiting less than a minute")).toBeInTheDocument();
  });

  it("an overdue one expires today", () => {
    render(<WaitingTime createdAt={now - 15 * DAY} now={now} forOwner />);
    expect(screen.getByText(/Reply soon: expires today/)).toBeInTheDocument();
  });
});
