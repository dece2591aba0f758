import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NO_WORK_FILTERS } from "../lib/work-filters";
import { BuilderFiltersPanel } from "./builder-filters-panel";

describe("BuilderFiltersPanel", () => {
  it("lists All Categories and the five categories, each with a dot", () => {
    render(
      <BuilderFiltersPanel
        category="All"
        onCategoryChange={vi.fn()}
        work={NO_WORK_FILTERS}
        onWorkChange={vi.fn()}
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
        work={NO_WORK_FILTERS}
        onWorkChange={vi.fn()}
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

  it("picks availability, a time zone to overlap and minimum hours", async () => {
    const onWorkChange = vi.fn();
    render(
      <BuilderFiltersPanel
        category="All"
        onCategoryChange={vi.fn()}
        work={{ availability: "open", overlapWith: null, minHours: 20 }}
        onWorkChange={onWorkChange}
        onReset={vi.fn()}
        canReset
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole("group", { name: "Categories" })).toBeVisible();
    const work = screen.getByRole("group", { name: "Work" });
    expect(work).toContainElement(screen.getByLabelText("Availability"));
    expect(screen.getByLabelText("Availability")).toHaveValue("open");
    expect(screen.getByLabelText("Hours a week")).toHaveValue("20");
    expect(screen.getByLabelText("Overlaps time zone")).toHaveValue("");
    expect(
      screen.getByLabelText("Overlaps time zone"),
    ).toHaveAccessibleDescription("At least 4 working hours in common.");

    await user.selectOptions(screen.getByLabelText("Availability"), "busy");
    expect(onWorkChange).toHaveBeenLastCalledWith({ availability: "busy" });
    await user.selectOptions(screen.getByLabelText("Availability"), "");
    expect(onWorkChange).toHaveBeenLastCalledWith({ availability: null });
    await user.selectOptions(screen.getByLabelText("Hours a week"), "10");
    expect(onWorkChange).toHaveBeenLastCalledWith({ minHours: 10 });
    await user.selectOptions(
      screen.getByLabelText("Overlaps time zone"),
      "Asia/Tokyo",
    );
    expect(onWorkChange).toHaveBeenLastCalledWith({
      overlapWith: "Asia/Tokyo",
    });
    await user.click(
      screen.getByRole("button", { name: "Overlaps my time zone" }),
    );
    expect(onWorkChange).toHaveBeenLastCalledWith({
      overlapWith: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
