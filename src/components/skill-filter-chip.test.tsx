import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SkillFilterChip } from "./skill-filter-chip";

describe("SkillFilterChip", () => {
  it("shows the catalogue name of the URL's skill and removes the filter", async () => {
    const onRemove = vi.fn();
    render(<SkillFilterChip skill="reactjs" onRemove={onRemove} />);
    expect(screen.getByText("React")).toBeVisible();
    await userEvent
      .setup()
      .click(
        screen.getByRole("button", { name: "Remove the skill filter React" }),
      );
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("shows free text as typed", () => {
    render(<SkillFilterChip skill=" Basket  Weaving " onRemove={() => {}} />);
    expect(screen.getByText("Basket Weaving")).toBeVisible();
  });
});
