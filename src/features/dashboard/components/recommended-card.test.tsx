import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { matchFixture, projectFixture } from "@/test/fixtures";
import { RecommendedCard } from "./recommended-card";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

function renderCard(hasSkills?: boolean) {
  render(
    <MemoryRouter>
      <RecommendedCard hasSkills={hasSkills} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.queries = {};
  state.queryArgs = {};
});

describe("RecommendedCard", () => {
  it("shows skeletons while the recommendations load", () => {
    renderCard(true);
    expect(
      screen.getByRole("heading", { name: "Recommended for you" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Loading recommendations...",
    );
    expect(state.queryArgs["matching:recommendedProjects"]).toEqual({
      limit: 6,
    });
  });

  it("tells a viewer without skills to add some, in Settings", () => {
    state.queries["matching:recommendedProjects"] = [];
    renderCard(false);
    expect(
      screen.getByText(
        "Add your skills so we can match you with projects that need them.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Add skills in Settings" }),
    ).toHaveAttribute("href", "/settings");
    expect(screen.queryByRole("link", { name: /See all/ })).toBeNull();
  });

  it("says nothing fits right now when the viewer has skills", () => {
    state.queries["matching:recommendedProjects"] = [];
    renderCard(true);
    expect(
      screen.getByText(/No open projects fit your skills right now/),
    ).toBeInTheDocument();
  });

  it("lists each project with its badge and first reason, and See all", () => {
    state.queries["matching:recommendedProjects"] = [
      projectFixture({ match: matchFixture() }),
      projectFixture({
        _id: "p2" as Id<"projects">,
        title: "Voice Notes AI",
        match: matchFixture({
          score: 55,
          reasons: [
            {
              kind: "skills",
              tone: "positive",
              text: "You have 1 of the 2 skills it asks for: Python",
            },
          ],
        }),
      }),
    ];
    renderCard(true);
    const items = within(
      screen.getByRole("list", { name: "Recommended projects" }),
    ).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(
      within(items[1]!).getByRole("link", { name: "Voice Notes AI" }),
    ).toHaveAttribute("href", "/projects/p2");
    expect(
      within(items[1]!).getByRole("button", {
        name: "Match 55 of 100: see why",
      }),
    ).toBeInTheDocument();
    expect(
      within(items[1]!).getByText(
        "You have 1 of the 2 skills it asks for: Python",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all" })).toHaveAttribute(
      "href",
      "/projects?sort=match",
    );
  });
});
