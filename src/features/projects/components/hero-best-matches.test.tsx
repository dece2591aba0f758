import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { matchFixture, projectFixture } from "@/test/fixtures";
import { HeroBestMatches } from "./hero-best-matches";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

function renderMatches() {
  render(
    <MemoryRouter>
      <HeroBestMatches />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.queries = {};
  state.queryArgs = {};
});

describe("HeroBestMatches", () => {
  it("asks for the top three and shows three skeleton rows while loading", () => {
    renderMatches();
    expect(state.queryArgs["matching:recommendedProjects"]).toEqual({
      limit: 3,
    });
    expect(
      screen.getByRole("heading", { name: "Your best matches" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Loading your best matches",
    );
  });

  it("links each match to its project, with its score, and to all matches", () => {
    state.queries["matching:recommendedProjects"] = [
      projectFixture({
        _id: "p1" as Id<"projects">,
        title: "Voice Notes AI",
        match: matchFixture({ score: 91 }),
      }),
      projectFixture({
        _id: "p2" as Id<"projects">,
        title: "Design System Bot",
        match: matchFixture({ score: 74 }),
      }),
    ];
    renderMatches();
    const list = screen.getByRole("list", { name: "Your best matches" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Voice Notes AI91% match",
      "Design System Bot74% match",
    ]);
    expect(
      within(list).getByRole("link", { name: "Voice Notes AI" }),
    ).toHaveAttribute("href", "/projects/p1");
    expect(
      screen.getByRole("link", { name: "See all your matches" }),
    ).toHaveAttribute("href", "/projects?sort=match");
  });

  it("sends a viewer with no matches to add skills", () => {
    state.queries["matching:recommendedProjects"] = [];
    renderMatches();
    expect(screen.queryByRole("list")).toBeNull();
    expect(
      screen.getByRole("link", { name: "Add skills in Settings" }),
    ).toHaveAttribute("href", "/settings");
  });
});
