import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { PortfolioItem } from "@/lib/api-types";
import { PortfolioGrid } from "./portfolio-grid";

const item = (overrides: Partial<PortfolioItem> = {}): PortfolioItem => ({
  _id: "pf1" as Id<"portfolioItems">,
  title: "Triage assistant",
  summary: "An LLM that sorts support tickets.\nCut response time by half.",
  url: "https://nora.dev/triage",
  imageUrl: "https://cdn.example/triage.png",
  ...overrides,
});

describe("PortfolioGrid", () => {
  it("shows each item's image, title, summary and link, in order", () => {
    render(
      <PortfolioGrid
        name="Nora"
        items={[
          item(),
          item({
            _id: "pf2" as Id<"portfolioItems">,
            title: "Design system",
            summary: "",
            url: null,
            imageUrl: null,
          }),
        ]}
      />,
    );
    const rows = within(
      screen.getByRole("list", { name: "Nora's work" }),
    ).getAllByRole("listitem");
    expect(
      rows.map((row) => within(row).getByRole("heading").textContent),
    ).toEqual(["Triage assistant", "Design system"]);
    const [first, second] = rows;
    expect(first!.querySelector("img")).toHaveAttribute(
      "src",
      "https://cdn.example/triage.png",
    );
    expect(
      within(first!).getByText(/An LLM that sorts support tickets/),
    ).toBeVisible();
    const link = within(first!).getByRole("link", {
      name: /nora\.dev.*Triage assistant, opens in a new tab/,
    });
    expect(link).toHaveAttribute("href", "https://nora.dev/triage");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    // No image, summary or link: none shown.
    expect(second!.querySelector("img")).toBeNull();
    expect(within(second!).queryByRole("link")).toBeNull();
  });
});
