import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectSummary, ViewerProfile } from "@/lib/api-types";
import {
  projectFixture,
  viewerProfileFixture,
  viewerStatesOf,
} from "@/test/fixtures";
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

/** The viewer, a builder who knows PyTorch (which implies Python). */
const me = viewerProfileFixture({ skills: ["PyTorch"] });
/** An owner's project: created by the viewer. */
const mine = { creatorId: me.userId };

/**
 * Serves the project as the page reads it: the shared listing, the viewer's
 * application status and profile (owner and match are derived from those).
 */
function serve(
  project: ProjectSummary,
  viewer: ViewerProfile | null = me,
): void {
  const {
    isOwner: _isOwner,
    viewerApplicationStatus: _status,
    match: _match,
    ...listing
  } = project;
  state.queries["projects:listing"] = listing;
  state.queries["projects:viewerStates"] = viewerStatesOf([project]);
  state.queries["profiles:me"] = viewer;
  if (viewer === null) {
    state.auth = { isLoading: false, isAuthenticated: false };
  }
}

beforeEach(() => {
  state.auth = undefined;
  state.queries = {
    "matching:skillCoverage": [{ skill: "Python", covered: false }],
    "matching:teamGaps": [{ skill: "Python", covered: false, coveredBy: [] }],
    "matching:suggestedBuilders": [],
    "applications:listForProject": [],
  };
  state.mutations = {};
  state.queryArgs = {};
});

describe("ProjectDetailPage matching", () => {
  it("explains a signed-in builder's match inline, and shows the team's gaps", () => {
    serve(projectFixture());
    renderPage();
    const why = screen.getByRole("region", { name: "Why you match" });
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
    serve(projectFixture(), null);
    renderPage();
    expect(screen.queryByRole("region", { name: "Why you match" })).toBeNull();
  });

  it("gives the owner the suggested builders, not a match", () => {
    serve(projectFixture(mine));
    renderPage();
    expect(
      screen.getByRole("region", { name: "Suggested builders" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Why you match" })).toBeNull();
  });

  it("opens the apply flow with ?apply=1: one Apply Now, focused region", () => {
    serve(projectFixture());
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
    serve(projectFixture(mine));
    renderPage("/projects/p1?apply=1");
    expect(screen.queryByRole("region", { name: /Apply to join/ })).toBeNull();
  });
});

describe("ProjectDetailPage subscriptions", () => {
  it("reads the project from the shared listing, and says when it is gone", () => {
    state.queries["projects:listing"] = null;
    renderPage();
    expect(state.queryArgs["projects:listing"]).toEqual({ projectId: "p1" });
    expect(state.queryArgs["projects:get"]).toBeUndefined();
    expect(screen.getByText("Project not found")).toBeInTheDocument();
  });

  it("gives a builder off the team the shared skill coverage and no team reviews", () => {
    serve(projectFixture({ status: "completed" }));
    renderPage();
    expect(state.queryArgs["matching:teamGaps"]).toBe("skip");
    expect(state.queryArgs["matching:skillCoverage"]).toEqual({
      projectId: "p1",
    });
    expect(state.queryArgs["reviews:forProject"]).toBeUndefined();
  });

  it("gives an accepted member the named team and, once completed, the reviews", () => {
    serve(
      projectFixture({
        status: "completed",
        viewerApplicationStatus: "accepted",
      }),
    );
    renderPage();
    expect(state.queryArgs["matching:teamGaps"]).toEqual({ projectId: "p1" });
    expect(state.queryArgs["matching:skillCoverage"]).toBe("skip");
    expect(state.queryArgs["reviews:forProject"]).toEqual({ projectId: "p1" });
  });

  it("gives the owner of an open project the named team, and no reviews yet", () => {
    serve(projectFixture(mine));
    renderPage();
    expect(state.queryArgs["matching:teamGaps"]).toEqual({ projectId: "p1" });
    expect(state.queryArgs["reviews:forProject"]).toBeUndefined();
  });
});
