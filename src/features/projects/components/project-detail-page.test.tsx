import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { matchFixture, projectFixture } from "@/test/fixtures";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { ProjectDetailPage } from "./project-detail-page";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

function renderPage(url = "/projects/p1") {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/projects/:projectId" element={<ProjectDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.queries = {
    "matching:teamGaps": [{ skill: "Python", covered: false, coveredBy: [] }],
    "matching:suggestedBuilders": [],
    "applications:listForProject": [],
  };
  state.mutations = {};
  state.queryArgs = {};
});

describe("ProjectDetailPage matching", () => {
  it("explains a signed-in builder's match inline, and shows the team's gaps", () => {
    state.queries["projects:get"] = projectFixture({ match: matchFixture() });
    renderPage();
    const why = screen.getByRole("region", { name: "Why you match" });
    expect(within(why).getByText("78")).toBeInTheDocument();
    expect(
      within(why).getByText("PyTorch counts as Python"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: "Team skills" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("region", { name: "Suggested builders" }),
    ).toBeNull();
  });

  it("has no match card without a match (signed out)", () => {
    state.queries["projects:get"] = projectFixture();
    renderPage();
    expect(screen.queryByRole("region", { name: "Why you match" })).toBeNull();
  });

  it("gives the owner the suggested builders, not a match", () => {
    state.queries["projects:get"] = projectFixture({ isOwner: true });
    renderPage();
    expect(
      screen.getByRole("region", { name: "Suggested builders" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Why you match" })).toBeNull();
  });

  it("opens the apply flow with ?apply=1: one Apply Now, focused region", () => {
    state.queries["projects:get"] = projectFixture();
    renderPage("/projects/p1?apply=1");
    const prompt = screen.getByRole("region", {
      name: "Apply to join AI Health Companion",
    });
    expect(prompt).toHaveFocus();
    expect(
      within(prompt).getByText(
        "You're invited: send your application to Maya Okafor.",
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Apply Now" })).toHaveLength(
      1,
    );
    expect(
      within(prompt).getByRole("button", { name: "Apply Now" }),
    ).toBeEnabled();
  });

  it("ignores ?apply=1 for the owner", () => {
    state.queries["projects:get"] = projectFixture({ isOwner: true });
    renderPage("/projects/p1?apply=1");
    expect(screen.queryByRole("region", { name: /Apply to join/ })).toBeNull();
  });
});
