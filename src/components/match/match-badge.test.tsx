import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { matchFixture } from "@/test/fixtures";
import { MatchBadge } from "./match-badge";

function renderBadge(props: Partial<Parameters<typeof MatchBadge>[0]> = {}) {
  render(
    <MatchBadge
      match={matchFixture()}
      title="Why you match AI Health Companion"
      {...props}
    />,
  );
  return userEvent.setup();
}

describe("MatchBadge", () => {
  it("is a button saying the score in words, not colour alone", () => {
    renderBadge();
    const badge = screen.getByRole("button", {
      name: "Match 78 of 100: see why",
    });
    expect(badge).toHaveTextContent("78% match");
    expect(badge).toHaveClass("text-success");
  });

  it("is coloured by band", () => {
    renderBadge({ match: matchFixture({ score: 30 }) });
    expect(
      screen.getByRole("button", { name: "Match 30 of 100: see why" }),
    ).toHaveClass("text-warning");
  });

  it("opens the explanation: breakdown adding up to the score, reasons, missing skills", async () => {
    const user = renderBadge();
    await user.click(screen.getByRole("button", { name: /see why/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "Why you match AI Health Companion",
    });
    const parts = within(
      within(dialog).getByRole("list", { name: "Score breakdown" }),
    ).getAllByRole("listitem");
    expect(parts.map((part) => part.textContent)).toEqual([
      "Skills32 / 50",
      "Expertise15 / 15",
      "Open seats5 / 5",
      "Team fit8 / 10",
      "Time zone8 / 10",
      "Commitment10 / 10",
    ]);
    expect(within(dialog).getByText("78 / 100")).toBeInTheDocument();
    const reasons = within(dialog).getByRole("list", { name: "Why" });
    expect(
      within(reasons).getByText("PyTorch counts as Python"),
    ).toBeInTheDocument();
    // A reason against the match says so in colour, icon and words.
    const against = within(reasons).getByText("Missing: Kubernetes");
    expect(against.closest("li")).toHaveClass("text-destructive");
    expect(against.closest("li")).toHaveTextContent(
      "Against: Missing: Kubernetes",
    );
    const missing = within(dialog).getByRole("list", {
      name: "Missing skills",
    });
    expect(within(missing).getByText("Kubernetes")).toBeInTheDocument();
  });

  it("works from the keyboard, and gives focus back to the badge on close", async () => {
    const user = renderBadge();
    await user.tab();
    const badge = screen.getByRole("button", { name: /see why/ });
    expect(badge).toHaveFocus();
    await user.keyboard("{Enter}");
    // The dialog's code loads on first use.
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(badge).toHaveFocus();
  });

  it("says which project a builder's match is for", () => {
    renderBadge({ forProject: "Voice Notes AI" });
    expect(screen.getByText("for Voice Notes AI")).toBeInTheDocument();
  });

  it("has no missing-skills list when nothing is missing", async () => {
    const user = renderBadge({ match: matchFixture({ missingSkills: [] }) });
    await user.click(screen.getByRole("button", { name: /see why/ }));
    expect(screen.queryByRole("list", { name: "Missing skills" })).toBeNull();
  });
});
