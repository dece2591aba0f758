import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApplicationStatusBadge } from "./application-status-badge";

describe("ApplicationStatusBadge", () => {
  it.each([
    ["pending", "Pending Review"],
    ["accepted", "Accepted"],
    ["rejected", "Not Selected"],
    ["withdrawn", "Withdrawn"],
    ["expired", "Expired"],
  ] as const)("labels %s as %s, with an icon", (status, label) => {
    const { container } = render(<ApplicationStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.querySelector("svg")).not.toBeNull();
  });
});
