import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEMO_PROJECTS } from "@convex/shared/demoProjects";
import { DEMO_COMPLETED_PROJECTS } from "@convex/shared/demoHistory";
import { scoreMatch } from "@convex/shared/matchScore";
import {
  EXAMPLE_BUILDER,
  EXAMPLE_NOW,
  EXAMPLE_PROJECT,
} from "../lib/example-match";
import { MatchPreviewCard } from "./match-preview-card";

function renderCard() {
  render(<MatchPreviewCard />);
  return within(screen.getByRole("group", { name: "An example match" }));
}

describe("MatchPreviewCard", () => {
  it("is labelled as an example, of a project that is not in the data", () => {
    const card = renderCard();
    expect(card.getByText("Example")).toBeVisible();
    expect(card.getByText(/made-up project/)).toBeVisible();
    const title = card.getByText(EXAMPLE_PROJECT.title);
    expect(title).toBeVisible();
    const listed = [...DEMO_PROJECTS, ...DEMO_COMPLETED_PROJECTS].map(
      (project) => project.title,
    );
    expect(listed).not.toContain(title.textContent);
  });

  it("shows the score and reasons the real scoring gives the example builder, and they add up", async () => {
    const match = scoreMatch(
      EXAMPLE_PROJECT,
      EXAMPLE_BUILDER,
      "builder",
      EXAMPLE_NOW,
    );
    const card = renderCard();
    expect(card.getByText(`${match.score}% match`)).toBeVisible();
    const reasons = card.getByRole("list", { name: "Why it matches" });
    for (const item of within(reasons).getAllByRole("listitem")) {
      expect(match.reasons.map((reason) => reason.text)).toContain(
        item.textContent,
      );
    }

    // The breakdown: its parts add up to the score shown.
    await userEvent.click(
      card.getByRole("button", { name: `How the ${match.score} adds up` }),
    );
    const dialog = within(await screen.findByRole("dialog"));
    const parts = dialog
      .getAllByText(/^\d+ \/ \d+$/)
      .map((part) => Number(part.textContent?.split(" / ")[0]));
    const [total, ...rest] = parts.reverse();
    expect(total).toBe(match.score);
    expect(rest.reduce((sum, points) => sum + points, 0)).toBe(match.score);
  });
});
