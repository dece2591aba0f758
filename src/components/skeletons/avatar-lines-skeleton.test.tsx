import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AvatarLinesSkeleton } from "./avatar-lines-skeleton";

function blocks(container: HTMLElement) {
  return [...container.querySelectorAll('[data-slot="skeleton"]')];
}

describe("AvatarLinesSkeleton", () => {
  it("shows the avatar, then one line per entry, sized by their classes, hidden from assistive technology", () => {
    const { container } = render(
      <AvatarLinesSkeleton
        avatar="size-12 rounded-full"
        lines={["h-4 w-1/2", "h-3 w-1/3"]}
      />,
    );
    const row = container.firstElementChild!;
    expect(row).toHaveAttribute("aria-hidden", "true");
    expect(row).toHaveClass("flex", "items-center", "gap-3");
    const [avatar, ...lines] = blocks(container);
    expect(avatar).toHaveClass("size-12", "rounded-full");
    expect(lines.map((line) => line.className)).toEqual([
      expect.stringContaining("h-4 w-1/2"),
      expect.stringContaining("h-3 w-1/3"),
    ]);
    expect(lines[0]!.parentElement).toHaveClass("gap-2");
  });

  it("puts dense lines closer, and takes the row's own alignment and gap", () => {
    const { container } = render(
      <AvatarLinesSkeleton
        avatar="size-8 rounded-full"
        lines={["h-4 w-3/4"]}
        dense
        className="items-start gap-4"
      />,
    );
    const row = container.firstElementChild!;
    expect(row).toHaveClass("items-start", "gap-4");
    expect(row).not.toHaveClass("items-center", "gap-3");
    expect(blocks(container)[1]!.parentElement).toHaveClass("gap-1.5");
  });
});
