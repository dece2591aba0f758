import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProjectSummary } from "@/lib/api-types";
import { projectFixture } from "@/test/fixtures";
import { ProjectsPage } from "./projects-page";

const state = vi.hoisted(() => ({
  paginated: undefined as unknown as {
    results: ProjectSummary[];
    status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";
    loadMore: (n: number) => void;
  },
  paginatedArgs: [] as unknown[],
}));

vi.mock("convex/react", () => ({
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }),
  usePaginatedQuery: (_ref: unknown, args: unknown) => {
    state.paginatedArgs.push(args);
    return state.paginated;
  },
  useQuery: () => undefined,
  useMutation: (ref: FunctionReference<"mutation">) =>
    vi.fn(() => Promise.resolve(getFunctionName(ref))),
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
});

describe("ProjectsPage skill filter", () => {
  it("reads ?skill= from the URL into the query and shows it as a removable chip", async () => {
    state.paginated.results = [projectFixture()];
    const user = renderPage("/projects?skill=reactjs&category=Design");
    expect(lastArgs()).toEqual({
      search: undefined,
      category: "Design",
      skill: "reactjs",
    });
    expect(screen.getByText("Filtered by skill:")).toBeVisible();
    await user.click(
      screen.getByRole("button", { name: "Remove the skill filter React" }),
    );
    expect(lastArgs()).toEqual({ search: undefined, category: "Design" });
    expect(screen.queryByText("Filtered by skill:")).toBeNull();
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
      expect(lastArgs()).toEqual({ search: undefined, category: "All" }),
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
    expect(state.paginated.loadMore).toHaveBeenCalledWith(12);
    expect(screen.getByRole("status")).toHaveTextContent("Loading projects");
  });
});
