import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LOAD_TIMEOUT_MS } from "@/hooks/use-connection";
import type { ProjectSummary, ViewerProjectState } from "@/lib/api-types";
import {
  projectFixture,
  viewerProfileFixture,
  viewerStatesOf,
} from "@/test/fixtures";
import { ProjectsPage } from "./projects-page";

const state = vi.hoisted(() => ({
  paginated: undefined as unknown as {
    results: ProjectSummary[];
    status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";
    loadMore: (n: number) => void;
  },
  paginatedArgs: [] as unknown[],
  connected: true,
}));

const states = new WeakMap<ProjectSummary[], ViewerProjectState[]>();
function statesOf(results: ProjectSummary[]): ViewerProjectState[] {
  if (!states.has(results)) states.set(results, viewerStatesOf(results));
  return states.get(results)!;
}

vi.mock("convex/react", () => ({
  useConvexConnectionState: () => ({
    isWebSocketConnected: state.connected,
    hasEverConnected: true,
  }),
  useConvex: () => ({
    connectionState: () => ({ isWebSocketConnected: state.connected }),
  }),
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }),
  usePaginatedQuery: (_ref: unknown, args: unknown) => {
    state.paginatedArgs.push(args);
    return state.paginated;
  },
  // The viewer's profile (profiles.me), the cards' owner and match come from.
  useQuery: (ref: FunctionReference<"query">) =>
    getFunctionName(ref) === "profiles:me" ? viewerProfileFixture() : undefined,
  // The viewer's states of the rows the feed gave (projects.viewerStates),
  // the same array while the rows stay, as the Convex client gives it.
  useQueries: (queries: Record<string, unknown>) =>
    Object.fromEntries(
      Object.keys(queries).map((key) => [
        key,
        statesOf(state.paginated.results),
      ]),
    ),
  useMutation: (ref: FunctionReference<"mutation">) =>
    vi.fn(() => Promise.resolve(getFunctionName(ref))),
  useAction: () => vi.fn(() => Promise.resolve(null)),
}));

function renderPage(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ProjectsPage signIn={null} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const lastArgs = () => state.paginatedArgs.at(-1);

beforeEach(() => {
  state.paginated = { results: [], status: "Exhausted", loadMore: vi.fn() };
  state.paginatedArgs = [];
  state.connected = true;
});

describe("ProjectsPage without a connection", () => {
  it("shows 'Error loading projects' with Try Again once the first page has waited too long offline", () => {
    vi.useFakeTimers();
    try {
      state.connected = false;
      state.paginated = {
        results: [],
        status: "LoadingFirstPage",
        loadMore: vi.fn(),
      };
      renderPage("/projects");
      expect(screen.getByText("Loading projects")).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
      });
      expect(screen.getByText("Error loading projects")).toBeVisible();
      expect(
        screen.getByText(/We can't reach Buildmates right now/),
      ).toBeVisible();
      // Back online, Try Again subscribes afresh and the projects show.
      state.connected = true;
      state.paginated = {
        results: [projectFixture()],
        status: "Exhausted",
        loadMore: vi.fn(),
      };
      fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
      expect(screen.queryByText("Error loading projects")).toBeNull();
      expect(
        screen.getByRole("heading", { name: projectFixture().title }),
      ).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the skeleton while a slow answer comes over a live connection", () => {
    vi.useFakeTimers();
    try {
      state.paginated = {
        results: [],
        status: "LoadingFirstPage",
        loadMore: vi.fn(),
      };
      renderPage("/projects");
      act(() => {
        vi.advanceTimersByTime(LOAD_TIMEOUT_MS * 2);
      });
      expect(screen.getByText("Loading projects")).toBeInTheDocument();
      expect(screen.queryByText("Error loading projects")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("ProjectsPage skill filter", () => {
  it("reads ?skill= from the URL into the query and shows it as a removable chip", async () => {
    state.paginated.results = [projectFixture()];
    const user = renderPage("/projects?skill=reactjs&category=Design");
    expect(lastArgs()).toEqual({
      search: undefined,
      category: "Design",
      skill: "reactjs",
      show: "recruiting",
    });
    expect(screen.getByText("Filtered by skill:")).toBeVisible();
    await user.click(
      screen.getByRole("button", { name: "Remove the skill filter React" }),
    );
    expect(lastArgs()).toEqual({
      search: undefined,
      category: "Design",
      show: "recruiting",
    });
    expect(screen.queryByText("Filtered by skill:")).toBeNull();
  });

  it("passes the role and terms filters in the URL to the feed, with the search and category", () => {
    state.paginated.results = [projectFixture()];
    renderPage(
      "/projects?q=agent&category=Design&role=designer&commitment=full-time&overlap=Europe/Berlin&compensation=paid&stage=idea",
    );
    expect(lastArgs()).toEqual({
      search: "agent",
      category: "Design",
      skill: undefined,
      show: "recruiting",
      role: "designer",
      commitment: "full-time",
      overlapWith: "Europe/Berlin",
      compensation: "paid",
      stage: "idea",
    });
  });

  it("lists projects that recruit unless full, closed and completed ones are asked for, in the URL", async () => {
    state.paginated.results = [projectFixture()];
    const user = renderPage("/projects?show=all");
    const toggle = screen.getByRole("button", {
      name: "Show full, closed and completed projects too",
    });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(lastArgs()).toMatchObject({ show: "all" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(lastArgs()).toMatchObject({ show: "recruiting" });
  });

  it("Reset Filters clears the skill too", async () => {
    const user = renderPage("/projects?skill=Figma&q=bot");
    const empty = screen.getByText("No matches found").parentElement!;
    await user.click(
      within(empty).getByRole("button", { name: "Reset Filters" }),
    );
    expect(screen.queryByText("Filtered by skill:")).toBeNull();
    // The search text reaches the query after its debounce.
    await waitFor(() =>
      expect(lastArgs()).toEqual({
        search: undefined,
        category: "All",
        show: "recruiting",
      }),
    );
  });

  it("a card's skill badges link to the list filtered by that skill (not inside the title link)", () => {
    state.paginated.results = [projectFixture()];
    renderPage("/projects");
    const link = screen.getByRole("link", { name: "Projects that want React" });
    expect(link).toHaveAttribute("href", "/projects?skill=React");
    expect(link.closest("a")).toBe(link);
    expect(link.parentElement?.closest("a")).toBeNull();
  });

  it("keeps loading while a filtered search page comes back empty", () => {
    state.paginated.status = "CanLoadMore";
    renderPage("/projects?q=bot&skill=RAG");
    // A page of 12, and one more to know whether more follow.
    expect(state.paginated.loadMore).toHaveBeenCalledWith(13);
    expect(screen.getByRole("status")).toHaveTextContent("Loading projects");
  });
});
