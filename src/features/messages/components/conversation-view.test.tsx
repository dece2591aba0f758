import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { ConversationView } from "./conversation-view";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const other = "u1" as Id<"users">;

function renderView() {
  render(
    <MemoryRouter>
      <ConversationView userId={other} />
    </MemoryRouter>,
  );
  return screen.getByLabelText("Your message to Priya Raman");
}

beforeEach(() => {
  state.queries = {
    "messages:conversationInfo": {
      other: {
        userId: other,
        profileId: null,
        name: "Priya Raman",
        avatarUrl: null,
      },
      unread: 0,
      seen: false,
      blockedByYou: false,
      otherDeleted: false,
    },
    "presence:isOnline": [],
  };
});

describe("ConversationView", () => {
  it("prompts an introduction in an empty conversation", () => {
    state.queries["messages:conversation"] = [];
    expect(renderView()).toHaveAttribute(
      "placeholder",
      expect.stringMatching(/^Introduce yourself/),
    );
  });

  it("prompts a plain reply once the conversation has messages", () => {
    state.queries["messages:conversation"] = [
      {
        _id: "m1",
        _creationTime: Date.UTC(2026, 2, 1),
        senderId: "me",
        recipientId: other,
        body: "Hello Priya, I'm Marcus.",
        fromViewer: true,
      },
    ];
    const box = renderView();
    expect(screen.getByText("Hello Priya, I'm Marcus.")).toBeInTheDocument();
    expect(box).toHaveAttribute("placeholder", "Write to Priya Raman...");
  });

  it("names a deleted member without a link and offers no composer", () => {
    state.queries["messages:conversation"] = [];
    state.queries["messages:conversationInfo"] = {
      other: {
        userId: other,
        profileId: null,
        name: "Deleted member",
        avatarUrl: null,
      },
      unread: 0,
      seen: false,
      blockedByYou: false,
      otherDeleted: true,
    };
    render(
      <MemoryRouter>
        <ConversationView userId={other} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("heading", { name: "Deleted member" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: "Deleted member" }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "This member deleted their account.",
    );
    expect(
      screen.queryByLabelText("Your message to Deleted member"),
    ).not.toBeInTheDocument();
  });
});
