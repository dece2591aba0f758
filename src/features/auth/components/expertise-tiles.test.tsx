import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ExpertiseTiles } from "./expertise-tiles";

describe("ExpertiseTiles", () => {
  it("shows the six expertise options with their pressed state", () => {
    render(<ExpertiseTiles selected={["design"]} onToggle={() => {}} />);
    const tiles = screen.getAllByRole("button");
    expect(tiles.map((t) => t.textContent)).toEqual([
      "Development",
      "Design",
      "Marketing",
      "No-Code",
      "Healthcare",
      "Other",
    ]);
    expect(screen.getByRole("button", { name: "Design" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "Other" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("toggles by id with the keyboard", async () => {
    const onToggle = vi.fn();
    render(<ExpertiseTiles selected={[]} onToggle={onToggle} />);
    const user = userEvent.setup();
    screen.getByRole("button", { name: "No-Code" }).focus();
    await user.keyboard("{Enter}");
    expect(onToggle).toHaveBeenCalledWith("nocode");
  });
});
