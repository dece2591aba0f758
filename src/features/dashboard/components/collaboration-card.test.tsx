import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { collaborationFixture, personFixture } from "../test/fixtures";
import type { Collaboration } from "../lib/types";
import { CollaborationCard } from "./collaboration-card";

function renderCard(overrides: Partial<Collaboration> = {}) {
  render(
    <MemoryRouter>
      <CollaborationCard collaboration={collaborationFixture(overrides)} />
    </MemoryRouter>,
  );
}

const team = ["Ann", "Ben", "Cleo", "Dev", "Eve"].map((name, i) =>
  personFixture({ userId: `u${i + 10}` as Id<"users">, name: `${name} X` }),
);

describe("CollaborationCard", () => {
  it("shows creation date, category, title, description, its details and its team room", () => {
    renderCard();
    expect(screen.getByText("Jan 5, 2026")).toBeInTheDocument();
    expect(screen.getByText("Development")).toBeInTheDocument();
    expect(screen.getByText("Owner")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "AI Health Companion" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/voice assistant/)).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "View details of AI Health Companion" }),
    ).toHaveAttribute("href", "/projects/p1");
    expect(
      screen.getByRole("link", { name: "Team room of AI Health Companion" }),
    ).toHaveAttribute("href", "/projects/p1/team");
  });

  it("shows up to 3 skills, then '+N more'", () => {
    renderCard();
    const skills = within(screen.getByRole("list", { name: "Skills" }));
    expect(skills.getAllByRole("listitem").map((li) => li.textContent)).toEqual(
      ["React", "Python", "LLMs", "+2 more"],
    );
  });

  it("shows no '+N more' with 3 skills or fewer", () => {
    renderCard({ skills: ["React", "Python", "LLMs"] });
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("shows at most 3 collaborator avatars, then '+N'", () => {
    renderCard({ collaborators: team, collaboratorCount: 7 });
    const group = screen.getByRole("group", {
      name: "Collaborators: Ann X, Ben X, Cleo X and 4 more",
    });
    expect(
      within(group).getAllByRole("listitem", { hidden: true }),
    ).toHaveLength(3);
    expect(within(group).getByText("+4")).toBeInTheDocument();
  });

  it("shows no '+N' when everyone fits", () => {
    renderCard({ collaborators: team.slice(0, 2), collaboratorCount: 2 });
    const group = screen.getByRole("group", {
      name: "Collaborators: Ann X, Ben X",
    });
    expect(within(group).queryByText(/^\+/)).toBeNull();
  });

  it("marks a joined project as Member", () => {
    renderCard({ isOwner: false });
    expect(screen.getByText("Member")).toBeInTheDocument();
  });
});
