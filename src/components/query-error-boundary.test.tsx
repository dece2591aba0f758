import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryErrorBoundary } from "./query-error-boundary";

let failing = true;

function Flaky() {
  if (failing) throw new Error("query failed");
  return <p>Loaded</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("QueryErrorBoundary", () => {
  it("shows the fallback for a failed query, and Try Again subscribes afresh", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    failing = true;
    render(
      <QueryErrorBoundary
        fallback={(retry) => <button onClick={retry}>Try Again</button>}
      >
        <Flaky />
      </QueryErrorBoundary>,
    );
    expect(screen.queryByText("Loaded")).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Loaded")).toBeInTheDocument();
  });
});
