import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  type SheetSide,
} from "./sheet";

function Example({ side }: { side?: SheetSide }) {
  return (
    <Sheet>
      <SheetTrigger>Filters</SheetTrigger>
      <SheetContent side={side}>
        <SheetTitle>Filter builders</SheetTitle>
        <SheetDescription>Narrow the list.</SheetDescription>
      </SheetContent>
    </Sheet>
  );
}

describe("Sheet", () => {
  it("slides in from the right by default and closes with Close", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const sheet = await screen.findByRole("dialog", {
      name: "Filter builders",
    });
    expect(sheet).toHaveAttribute("data-side", "right");
    expect(sheet).toHaveClass("data-[state=open]:animate-slide-in-from-right");

    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });

  it.each(["top", "bottom", "left"] as const)(
    "uses the %s side classes",
    async (side) => {
      const user = userEvent.setup();
      render(<Example side={side} />);
      await user.click(screen.getByRole("button", { name: "Filters" }));
      const sheet = await screen.findByRole("dialog");
      expect(sheet).toHaveAttribute("data-side", side);
      expect(sheet).toHaveClass(
        `data-[state=open]:animate-slide-in-from-${side}`,
      );
    },
  );
});
