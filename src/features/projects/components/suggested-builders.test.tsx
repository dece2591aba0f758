import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { matchFixture, projectFixture } from "@/test/fixtures";
import type { SuggestedBuilder } from "../lib/types";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { SuggestedBuilders } from "./suggested-builders";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

function builder(overrides: Partial<SuggestedBuilder> = {}): SuggestedBuilder {
  return {
    _id: "pr2" as Id<"profiles">,
    _creationTime: 0,
    userId: "u2" as Id<"users">,
    name: "Priya Raman",
    username: "priya",
    role: "Machine Learning Engineer",
    bio: "",
    skills: ["Python"],
    expertise: ["dev"],
    categories: ["Development"],
    avatarUrl: null,
    availability: "open",
    hoursPerWeek: null,
    timeZone: null,
    links: {},
    match: matchFixture({
      reasons: [
        {
          kind: "skills",
          tone: "positive",
          text: "Has 2 of the 3 skills you ask for: Python, React",
        },
      ],
    }),
    invite: null,
    ...overrides,
  };
}

function renderSection() {
  render(
    <MemoryRouter>
      <SuggestedBuilders project={projectFixture({ isOwner: true })} />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  state.queries = {};
  state.mutations = {};
  state.queryArgs = {};
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("SuggestedBuilders", () => {
  it("shows a loading state, then an empty state", () => {
    renderSection();
    expect(screen.getByRole("status")).toHaveTextContent("Loading suggestions");
    expect(state.queryArgs["matching:suggestedBuilders"]).toEqual({
      projectId: "p1",
      limit: 6,
    });
  });

  it("says so when nobody fits yet", () => {
    state.queries["matching:suggestedBuilders"] = [];
    renderSection();
    expect(screen.getByText(/No suggestions yet/)).toBeInTheDocument();
  });

  it("lists who, their role, the match badge and the top reason; invites with a toast", async () => {
    state.queries["matching:suggestedBuilders"] = [builder()];
    const user = renderSection();
    const row = within(
      screen.getByRole("list", { name: "Suggested builders" }),
    ).getByRole("listitem");
    expect(
      within(row).getByRole("link", { name: "Priya Raman" }),
    ).toHaveAttribute("href", "/builders/pr2");
    expect(within(row).getByText("Machine Learning Engineer")).toBeVisible();
    expect(
      within(row).getByText("Has 2 of the 3 skills you ask for: Python, React"),
    ).toBeVisible();
    expect(
      within(row).getByRole("button", { name: "Match 78 of 100: see why" }),
    ).toBeVisible();
    await user.click(
      within(row).getByRole("button", { name: "Invite Priya Raman to apply" }),
    );
    expect(state.mutations["invites:send"]).toHaveBeenCalledWith({
      projectId: "p1",
      profileId: "pr2",
    });
    expect(await screen.findByText("Invitation sent")).toBeInTheDocument();
  });

  it("shows the invite's status instead of the button", () => {
    state.queries["matching:suggestedBuilders"] = [
      builder({ _id: "a" as Id<"profiles">, name: "A", invite: "pending" }),
      builder({ _id: "b" as Id<"profiles">, name: "B", invite: "accepted" }),
      builder({ _id: "c" as Id<"profiles">, name: "C", invite: "declined" }),
    ];
    renderSection();
    const rows = screen.getAllByRole("listitem");
    expect(within(rows[0]!).getByText("Invited")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Accepted")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Declined")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Invite/ })).toBeNull();
  });

  it("toasts the server's message when the invite fails", async () => {
    state.queries["matching:suggestedBuilders"] = [builder()];
    state.mutations["invites:send"] = vi.fn(() =>
      Promise.reject(
        new ConvexError({
          code: "ALREADY_INVITED",
          message: "You already invited this builder.",
        }),
      ),
    );
    const user = renderSection();
    await user.click(
      screen.getByRole("button", { name: "Invite Priya Raman to apply" }),
    );
    const shown = (
      await screen.findByText("Could not send the invitation")
    ).closest("[data-sonner-toast]") as HTMLElement;
    expect(shown).toHaveAttribute("data-type", "error");
    expect(
      within(shown).getByText("You already invited this builder."),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Invite Priya Raman to apply" }),
    ).toBeEnabled();
  });
});
