import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("is a status announced as Loading by default", () => {
    render(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
  });

  it("takes a custom label and classes", () => {
    render(<Spinner label="Saving project" className="size-8 text-primary" />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Saving project");
    expect(status).toHaveClass("size-8", "text-primary");
    expect(status).not.toHaveClass("size-4", "text-muted-foreground");
  });
});
