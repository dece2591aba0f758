import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MessagesHeaderLink, MessagesNavLink } from "./messages-header-link";

const state = vi.hoisted(() => {
  const queries: Record<string, unknown> = {};
  return { queries };
});

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) =>
    state.queries[getFunctionName(ref)],
}));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(link: React.ReactNode) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/"]}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  state.queries = { "messages:unreadCount": 0 };
});

describe("Messages links", () => {
  it("the mobile menu's link names the unread count and opens the inbox", async () => {
    state.queries["messages:unreadCount"] = 3;
    const onNavigate = vi.fn();
    const user = renderAt(<MessagesNavLink onNavigate={onNavigate} />);
    const link = screen.getByRole("link", { name: "Messages, 3 unread" });
    expect(link).toHaveTextContent("3");
    await user.click(link);
    expect(screen.getByTestId("where")).toHaveTextContent("/messages");
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it("shows no count while there is nothing unread or the count is loading", () => {
    state.queries["messages:unreadCount"] = undefined;
    renderAt(
      <>
        <MessagesNavLink />
        <MessagesHeaderLink />
      </>,
    );
    expect(screen.getAllByRole("link", { name: "Messages" })).toHaveLength(2);
    expect(screen.queryByTestId("messages-badge")).toBeNull();
  });

  it("caps the header badge at 99+", () => {
    state.queries["messages:unreadCount"] = 120;
    renderAt(<MessagesHeaderLink />);
    expect(screen.getByTestId("messages-badge")).toHaveTextContent("99+");
  });
});
