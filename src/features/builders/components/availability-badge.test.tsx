import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AvailabilityBadge } from "./availability-badge";

describe("AvailabilityBadge", () => {
  it.each([
    ["open", "Open to projects", "success"],
    ["busy", "Busy", "warning"],
    ["not-looking", "Not looking", "secondary"],
  ] as const)(
    "reads %s as %s, in its colour and with an icon",
    (availability, label, tint) => {
      const { container } = render(
        <AvailabilityBadge availability={availability} />,
      );
      const badge = screen.getByText(label);
      expect(badge).toHaveAttribute("data-slot", "badge");
      expect(badge.className).toContain(`bg-${tint}`);
      // Never colour alone: an icon beside the words.
      expect(container.querySelector("svg")).not.toBeNull();
    },
  );
});
