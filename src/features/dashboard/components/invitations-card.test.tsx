import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { InvitationsCard } from "./invitations-card";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const invite = {
  _id: "i1" as Id<"invites">,
  createdAt: Date.now() - 60_000,
  inviter: { id: "u1" as Id<"users">, name: "Maya Okafor", avatarUrl: null },
  project: {
    _id: "p1" as Id<"projects">,
    title: "Voice Notes AI",
    category: "Development" as const,
    status: "open" as const,
    seatsLeft: 2,
  },
};

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderCard() {
  render(
    <MemoryRouter initialEntries={["/dashboard"]}>
      <Routes>
        <Route path="/dashboard" element={<InvitationsCard />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  state.queries = { "invites:listMine": [invite] };
  state.mutations = {
    "invites:respond": vi.fn(() => Promise.resolve({ projectId: "p1" })),
  };
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("InvitationsCard", () => {
  it("is absent while loading and when there are none", () => {
    state.queries = {};
    const { container, unmount } = render(
      <MemoryRouter>
        <InvitationsCard />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    state.queries = { "invites:listMine": [] };
    render(
      <MemoryRouter>
        <InvitationsCard />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("heading", { name: "Invitations" })).toBeNull();
  });

  it("lists the project, the inviter and when", () => {
    renderCard();
    const row = within(
      screen.getByRole("list", { name: "Invitations" }),
    ).getByRole("listitem");
    expect(
      within(row).getByRole("link", { name: "Voice Notes AI" }),
    ).toHaveAttribute("href", "/projects/p1");
    expect(row).toHaveTextContent("From Maya Okafor · 1 minute ago");
  });

  it("accepting opens the project with its apply flow", async () => {
    const user = renderCard();
    await user.click(
      screen.getByRole("button", {
        name: "Accept the invitation to Voice Notes AI",
      }),
    );
    expect(state.mutations["invites:respond"]).toHaveBeenCalledWith({
      inviteId: "i1",
      accept: true,
    });
    expect(
      await screen.findByText("at /projects/p1?apply=1"),
    ).toBeInTheDocument();
  });

  it("declining toasts and stays on the dashboard", async () => {
    const user = renderCard();
    await user.click(
      screen.getByRole("button", {
        name: "Decline the invitation to Voice Notes AI",
      }),
    );
    expect(state.mutations["invites:respond"]).toHaveBeenCalledWith({
      inviteId: "i1",
      accept: false,
    });
    expect(await screen.findByText("Invitation declined")).toBeInTheDocument();
    expect(screen.queryByText(/^at /)).toBeNull();
  });

  it("toasts the server's message when answering fails", async () => {
    state.mutations["invites:respond"] = vi.fn(() =>
      Promise.reject(
        new ConvexError({
          code: "INVALID_TRANSITION",
          message: "This invitation was already answered.",
        }),
      ),
    );
    const user = renderCard();
    await user.click(
      screen.getByRole("button", {
        name: "Accept the invitation to Voice Notes AI",
      }),
    );
    expect(
      await screen.findByText("This invitation was already answered."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^at /)).toBeNull();
  });
});
