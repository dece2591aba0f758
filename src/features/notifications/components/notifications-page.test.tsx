import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useConvexPages } from "@/test/convex-pages";
import { notificationFixture } from "../test/fixtures";
import { NotificationsPage } from "./notifications-page";

const state = vi.hoisted(() => {
  const queries: Record<string, unknown> = {};
  return {
    queries,
    paginated: { results: [] as unknown[], status: "Exhausted" },
    /** When set, the list as Convex pages it (usePaginatedQuery's own answers). */
    convexPages: null as unknown[] | null,
    paginatedArgs: [] as unknown[],
    loadMore: vi.fn(),
    mutations: {} as Record<string, ReturnType<typeof vi.fn>>,
  };
});

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) =>
    state.queries[getFunctionName(ref)],
  usePaginatedQuery: (
    _ref: unknown,
    args: unknown,
    options: { initialNumItems: number },
  ) => {
    state.paginatedArgs.push(args);
    const pages = useConvexPages(state.convexPages ?? [], options);
    return state.convexPages === null
      ? { ...state.paginated, loadMore: state.loadMore }
      : pages;
  },
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

function renderPage(url = "/notifications") {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  state.queries = { "notifications:unreadCount": 0 };
  state.paginated = { results: [], status: "Exhausted" };
  state.convexPages = null;
  state.paginatedArgs = [];
  state.loadMore = vi.fn();
  state.mutations = {};
});

describe("NotificationsPage", () => {
  it("dismisses one notification with its own button", async () => {
    const item = notificationFixture();
    state.paginated = { results: [item], status: "Exhausted" };
    const user = renderPage();
    await user.click(
      screen.getByRole("button", {
        name: "Dismiss: Ada applied to Voice Notes AI",
      }),
    );
    expect(state.mutations["notifications:dismiss"]).toHaveBeenCalledWith({
      notificationId: item._id,
    });
    // Dismissing does not follow the notification's link.
    expect(screen.queryByTestId("where")).toBeNull();
  });

  it("lists notifications as links, unread ones marked for screen readers", () => {
    state.queries["notifications:unreadCount"] = 1;
    state.paginated = {
      results: [
        notificationFixture(),
        notificationFixture({ kind: "applicationRejected", read: true }),
      ],
      status: "Exhausted",
    };
    renderPage();
    expect(
      screen.getByRole("heading", { level: 1, name: "Notifications" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Notifications · Buildmates");
    expect(screen.getByText("You have 1 unread notification.")).toBeVisible();
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links[0]).toHaveAccessibleName(
      /Ada applied to Voice Notes AI.*Unread/,
    );
    expect(links[0]).toHaveAttribute("href", "/projects/p-voice#applications");
    expect(links[1]).toHaveAttribute("href", "/dashboard?tab=applications");
    expect(links[1]).not.toHaveTextContent("Unread");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("clicking one marks it read and follows its link", async () => {
    const item = notificationFixture({ kind: "applicationAccepted" });
    state.paginated = { results: [item], status: "Exhausted" };
    const user = renderPage();
    await user.click(screen.getByRole("link", { name: /was accepted/ }));
    expect(state.mutations["notifications:markRead"]).toHaveBeenCalledWith({
      notificationId: item._id,
    });
    expect(screen.getByTestId("where")).toHaveTextContent(
      "/dashboard?tab=applications",
    );
  });

  it("filters through the URL and asks the server for that filter", async () => {
    const user = renderPage();
    expect(state.paginatedArgs.at(-1)).toEqual({ filter: "all" });
    const group = screen.getByRole("group", { name: "Filter notifications" });
    expect(within(group).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(group).getByRole("button", { name: "Unread" }));
    expect(state.paginatedArgs.at(-1)).toEqual({ filter: "unread" });
    expect(
      within(group).getByRole("button", { name: "Unread" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("You're all caught up")).toBeInTheDocument();
  });

  it("opens on the filter in the URL", () => {
    renderPage("/notifications?filter=messages");
    expect(state.paginatedArgs.at(-1)).toEqual({ filter: "messages" });
    expect(
      screen.getByRole("heading", { name: "No notifications about messages" }),
    ).toBeInTheDocument();
  });

  it("loads more on demand, offered only while more exist", async () => {
    state.convexPages = Array.from({ length: 21 }, () => notificationFixture());
    const user = renderPage();
    const rows = () =>
      screen.getAllByRole("button", { name: /^Dismiss: / }).length;
    expect(rows()).toBe(20);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(rows()).toBe(21);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("offers no Load more under exactly one page", () => {
    state.convexPages = Array.from({ length: 20 }, () => notificationFixture());
    renderPage();
    expect(screen.getAllByRole("button", { name: /^Dismiss: / })).toHaveLength(
      20,
    );
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("the Mark all as read button is off when nothing is unread", () => {
    renderPage();
    expect(
      screen.getByRole("button", { name: "Mark all as read" }),
    ).toBeDisabled();
  });

  it("marks all as read", async () => {
    state.queries["notifications:unreadCount"] = 4;
    const user = renderPage();
    expect(screen.getByText("You have 4 unread notifications.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(state.mutations["notifications:markAllRead"]).toHaveBeenCalledWith(
      {},
    );
  });

  it("shows a skeleton while the first page loads", () => {
    state.paginated = { results: [], status: "LoadingFirstPage" };
    renderPage();
    expect(
      screen.getByRole("status", { name: "Loading notifications" }),
    ).toBeInTheDocument();
  });

  it("has an empty state when there are none", () => {
    renderPage();
    expect(
      screen.getByRole("heading", { name: "No notifications yet" }),
    ).toBeInTheDocument();
  });
});
