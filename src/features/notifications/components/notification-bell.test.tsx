import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { notificationFixture } from "../test/fixtures";
import { NotificationBell } from "./notification-bell";

const state = vi.hoisted(() => {
  const queries: Record<string, unknown> = {};
  return {
    queries,
    paginated: { results: [] as unknown[], status: "Exhausted" },
    mutations: {} as Record<string, ReturnType<typeof vi.fn>>,
  };
});

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) =>
    state.queries[getFunctionName(ref)],
  usePaginatedQuery: () => ({ ...state.paginated, loadMore: vi.fn() }),
  useMutation: (ref: FunctionReference<"mutation">) => {
    const name = getFunctionName(ref);
    state.mutations[name] ??= vi.fn(() => Promise.resolve(null));
    return state.mutations[name];
  },
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBell() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/"]}>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  state.queries = { "notifications:unreadCount": 0 };
  state.paginated = { results: [], status: "Exhausted" };
  state.mutations = {};
});

describe("NotificationBell", () => {
  it("names the live unread count and shows it as a badge", () => {
    state.queries["notifications:unreadCount"] = 3;
    renderBell();
    const bell = screen.getByRole("button", {
      name: "Notifications, 3 unread",
    });
    expect(within(bell).getByTestId("notification-badge")).toHaveTextContent(
      "3",
    );
  });

  it("has no badge with nothing unread, nor while the count loads", () => {
    state.queries = {};
    renderBell();
    expect(
      screen.getByRole("button", { name: "Notifications" }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("notification-badge")).toBeNull();
  });

  it("opens from the keyboard on the latest; choosing one marks it read and follows it", async () => {
    state.queries["notifications:unreadCount"] = 1;
    const unread = notificationFixture();
    const read = notificationFixture({
      kind: "applicationAccepted",
      read: true,
    });
    state.paginated = { results: [unread, read], status: "Exhausted" };
    const user = renderBell();
    screen.getByRole("button", { name: /Notifications/ }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Ada applied to Voice Notes AI"),
      expect.stringContaining(
        "Your application to Voice Notes AI was accepted",
      ),
      "Mark all as read",
      "View all",
    ]);
    expect(items[0]).toHaveTextContent("Unread");
    expect(items[1]).not.toHaveTextContent("Unread");

    await user.click(items[0]!);
    expect(state.mutations["notifications:markRead"]).toHaveBeenCalledWith({
      notificationId: unread._id,
    });
    expect(screen.getByTestId("where")).toHaveTextContent("/projects/p-voice");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("does not mark an already read one again", async () => {
    state.paginated = {
      results: [notificationFixture({ read: true })],
      status: "Exhausted",
    };
    const user = renderBell();
    await user.click(screen.getByRole("button", { name: "Notifications" }));
    await user.click(
      await screen.findByRole("menuitem", { name: /Ada applied/ }),
    );
    expect(state.mutations["notifications:markRead"]).not.toHaveBeenCalled();
  });

  it("marks all as read in place, and links to the full page", async () => {
    state.queries["notifications:unreadCount"] = 2;
    state.paginated = {
      results: [notificationFixture(), notificationFixture()],
      status: "Exhausted",
    };
    const user = renderBell();
    await user.click(screen.getByRole("button", { name: /Notifications/ }));
    await user.click(
      await screen.findByRole("menuitem", { name: "Mark all as read" }),
    );
    expect(state.mutations["notifications:markAllRead"]).toHaveBeenCalledWith(
      {},
    );
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "View all" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/notifications");
  });

  it("shows a skeleton while loading, with Mark all as read off when nothing is unread", async () => {
    state.paginated = { results: [], status: "LoadingFirstPage" };
    const user = renderBell();
    await user.click(screen.getByRole("button", { name: "Notifications" }));
    expect(
      await screen.findByRole("status", { name: "Loading notifications" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("menuitem", { name: "Mark all as read" }),
    ).toHaveAttribute("data-disabled");
  });

  it("says so when there are none", async () => {
    const user = renderBell();
    await user.click(screen.getByRole("button", { name: "Notifications" }));
    expect(
      await screen.findByText("No notifications yet."),
    ).toBeInTheDocument();
  });
});
