import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingGrid } from "./loading-grid";

describe("LoadingGrid", () => {
  it("shows `count` skeletons in the list's grid, busy, with its label as status", () => {
    render(
      <LoadingGrid
        label="Loading projects"
        count={4}
        skeleton={<div data-testid="skeleton" />}
        className="grid"
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading projects");
    const skeletons = screen.getAllByTestId("skeleton");
    expect(skeletons).toHaveLength(4);
    expect(skeletons[0]!.parentElement).toHaveClass("grid");
    expect(screen.getByRole("status").parentElement).toHaveAttribute(
      "aria-busy",
      "true",
    );
  });
});
