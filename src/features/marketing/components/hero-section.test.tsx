import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { HeroSection } from "./hero-section";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

function renderHero() {
  const { container } = render(
    <MemoryRouter>
      <HeroSection bestMatches={<p>The viewer's matches</p>} />
    </MemoryRouter>,
  );
  return container;
}

beforeEach(() => {
  state.queries = {};
});

describe("HeroSection", () => {
  it("shows a signed-in viewer their matches instead of the example match", () => {
    state.auth = { isLoading: false, isAuthenticated: true };
    renderHero();
    expect(screen.getByText("The viewer's matches")).toBeInTheDocument();
    expect(
      screen.queryByRole("group", { name: "An example match" }),
    ).toBeNull();
  });

  it("shows visitors the example match", () => {
    state.auth = { isLoading: false, isAuthenticated: false };
    renderHero();
    expect(screen.queryByText("The viewer's matches")).toBeNull();
    expect(
      screen.getByRole("group", { name: "An example match" }),
    ).toBeInTheDocument();
  });

  it("shows neither while the session loads", () => {
    state.auth = { isLoading: true, isAuthenticated: false };
    renderHero();
    expect(screen.queryByText("The viewer's matches")).toBeNull();
    expect(
      screen.queryByRole("group", { name: "An example match" }),
    ).toBeNull();
  });
});
