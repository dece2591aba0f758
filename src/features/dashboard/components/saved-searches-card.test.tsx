import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { SavedSearchesCard } from "./saved-searches-card";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

function renderCard() {
  render(
    <MemoryRouter>
      <SavedSearchesCard />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  state.queries = {};
  state.mutations = {};
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("SavedSearchesCard", () => {
  it("is busy while loading", () => {
    renderCard();
    expect(screen.getByText("Loading saved searches...")).toBeInTheDocument();
  });

  it("points to Explore Projects when there are none", () => {
    state.queries["savedSearches:list"] = [];
    renderCard();
    expect(
      screen.getByRole("link", { name: "Save one from Explore Projects" }),
    ).toHaveAttribute("href", "/projects");
  });

  it("summarises each search, links it to /projects applied, and removes it", async () => {
    state.queries["savedSearches:list"] = [
      {
        _id: "s1" as Id<"savedSearches">,
        text: "voice",
        category: "Design",
        skills: ["Python"],
        createdAt: 0,
      },
    ];
    const user = renderCard();
    const row = within(
      screen.getByRole("list", { name: "Saved searches" }),
    ).getByRole("listitem");
    const summary = "“voice” · Design · Python";
    expect(
      within(row).getByRole("link", { name: `Show projects for ${summary}` }),
    ).toHaveAttribute("href", "/projects?q=voice&category=Design&skill=Python");
    await user.click(
      within(row).getByRole("button", {
        name: `Remove saved search ${summary}`,
      }),
    );
    expect(state.mutations["savedSearches:remove"]).toHaveBeenCalledWith({
      savedSearchId: "s1",
    });
    expect(await screen.findByText("Saved search removed")).toBeInTheDocument();
  });

  it("names a search's role and terms filters and keeps them in its link", () => {
    state.queries["savedSearches:list"] = [
      {
        _id: "s2" as Id<"savedSearches">,
        text: "",
        skills: [],
        role: "designer",
        compensation: "paid",
        stage: "prototype",
        createdAt: 0,
      },
    ];
    renderCard();
    expect(
      screen.getByRole("link", {
        name: "Show projects for Role: designer · Paid · Stage: Prototype",
      }),
    ).toHaveAttribute(
      "href",
      "/projects?role=designer&compensation=paid&stage=prototype",
    );
  });
});
