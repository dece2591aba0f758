import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BuilderFiltersPanel } from "./builder-filters-panel";

describe("BuilderFiltersPanel", () => {
  it("lists All Categories and the five categories, each with a dot", () => {
    render(
      <BuilderFiltersPanel
        category="All"
        onCategoryChange={vi.fn()}
        onReset={vi.fn()}
        canReset={false}
      />,
    );
    const names = [
      "All Categories",
      "Development",
      "Design",
      "Marketing",
      "NoCode",
      "Other",
    ];
    for (const name of names) {
      const option = screen.getByRole("button", { name });
      expect(option.querySelector("span[aria-hidden]")).toHaveClass(
        "rounded-full",
      );
    }
    expect(
      screen.getByRole("button", { name: "All Categories" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(
      screen.getByRole("button", { name: "Design" }).querySelector("span"),
    ).toHaveClass("bg-category-design");
    expect(
      screen.getByRole("button", { name: /reset filters/i }),
    ).toBeDisabled();
  });

  it("picks a category and resets", async () => {
    const onCategoryChange = vi.fn();
    const onReset = vi.fn();
    render(
      <BuilderFiltersPanel
        category="Marketing"
        onCategoryChange={onCategoryChange}
        onReset={onReset}
        canReset
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "Marketing" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "NoCode" }));
    expect(onCategoryChange).toHaveBeenCalledWith("NoCode");
    await user.click(screen.getByRole("button", { name: /reset filters/i }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});
