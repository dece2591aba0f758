import { render, screen } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { projectFixture } from "@/test/fixtures";
import { builderFixture } from "../test-fixtures";
import { BuilderProfilePage } from "./builder-profile-page";

const state = vi.hoisted(() => {
  const queries: Record<string, unknown> = {};
  const args: Record<string, unknown> = {};
  return { queries, args };
});

vi.mock("convex/react", async () => ({
  ...(await import("@/test/convex-mock")).connectedClientMock,
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: false }),
  useQuery: (ref: FunctionReference<"query">, args: unknown) => {
    state.args[getFunctionName(ref)] = args;
    return state.queries[getFunctionName(ref)];
  },
  useMutation: () => vi.fn(),
  usePaginatedQuery: () => ({
    results: [],
    status: "Exhausted",
    loadMore: vi.fn(),
  }),
}));

function renderPage(id = "pr1") {
  render(
    <MemoryRouter initialEntries={[`/builders/${id}`]}>
      <Routes>
        <Route path="/builders/:builderId" element={<BuilderProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.queries = {};
  state.args = {};
});

describe("BuilderProfilePage", () => {
  it("shows a skeleton while loading", () => {
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading profile");
    expect(state.args["builders:get"]).toEqual({ profileId: "pr1" });
  });

  it("shows 'Builder not found' with a way back for null", () => {
    state.queries["builders:get"] = null;
    renderPage("missing");
    expect(screen.getByText("Builder not found")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Discover Builders" }),
    ).toHaveAttribute("href", "/builders");
  });

  it("shows the profile, counts, actions and the builder's projects", () => {
    state.queries["builders:get"] = builderFixture({
      availability: "busy",
      hoursPerWeek: 15,
      timeZone: "Asia/Tokyo",
    });
    state.queries["builders:projects"] = [projectFixture()];
    renderPage();
    // Availability, hours and time zone with the time there.
    expect(screen.getByText("Busy")).toBeVisible();
    expect(screen.getByText("Hours a week").nextSibling).toHaveTextContent(
      "15 h a week",
    );
    expect(
      screen.getByText("Time zone and local time").nextSibling,
    ).toHaveTextContent(/^Asia\/Tokyo · \d{2}:\d{2}$/);
    expect(
      screen.getByRole("heading", { level: 1, name: "Priya Raman" }),
    ).toBeInTheDocument();
    // Expertise, and the skills grouped by their categories.
    expect(screen.getByRole("heading", { name: "Expertise" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 3, name: "AI" })).toBeVisible();
    expect(screen.getByText("MLOps")).toBeInTheDocument();
    expect(screen.getByText(/followers/)).toBeInTheDocument();
    // Signed out: the actions lead to sign-in.
    expect(screen.getByRole("link", { name: "Follow" })).toHaveAttribute(
      "href",
      "/sign-in",
    );
    expect(screen.getByRole("link", { name: "Message" })).toHaveAttribute(
      "href",
      "/sign-in",
    );
    expect(
      screen.getByRole("link", { name: "View AI Health Companion" }),
    ).toHaveAttribute("href", "/projects/p1");
  });

  it("says so when the builder has no projects", () => {
    state.queries["builders:get"] = builderFixture({ isSelf: true });
    state.queries["builders:projects"] = [];
    renderPage();
    expect(screen.getByText("No projects yet")).toBeInTheDocument();
    expect(
      screen.getByText("This is your public profile."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Follow" })).toBeNull();
  });
});
