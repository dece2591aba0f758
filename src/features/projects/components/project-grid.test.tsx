import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { ALL_CATEGORIES } from "@convex/shared/constants";
import type { ProjectSummary } from "@/lib/api-types";
import { projectFixture } from "@/test/fixtures";
import { ProjectGrid } from "./project-grid";

const state = vi.hoisted(() => ({ projects: [] as ProjectSummary[] }));

// A visitor's grid over a feed answered as Convex pages it.
vi.mock("convex/react", async () => {
  const { connectedClientMock } = await import("@/test/convex-mock");
  const { useConvexPages } = await import("@/test/convex-pages");
  return {
    ...connectedClientMock,
    useConvexAuth: () => ({ isLoading: false, isAuthenticated: false }),
    useQuery: () => undefined,
    useQueries: () => ({}),
    useMutation: () => vi.fn(),
    usePaginatedQuery: (
      _ref: unknown,
      _args: unknown,
      options: { initialNumItems: number },
    ) => useConvexPages(state.projects, options),
  };
});

function projects(count: number): ProjectSummary[] {
  return Array.from({ length: count }, (_, i) =>
    projectFixture({
      _id: `p${i}` as Id<"projects">,
      title: `Project ${i + 1}`,
    }),
  );
}

function renderGrid() {
  render(
    <MemoryRouter>
      <ProjectGrid search="" category={ALL_CATEGORIES} onReset={() => {}} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const cards = () => screen.getAllByRole("heading", { name: /^Project \d+$/ });

describe("ProjectGrid's Load more", () => {
  it("is not offered under exactly one page of projects", () => {
    state.projects = projects(12);
    renderGrid();
    expect(cards()).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("is offered when one more exists, and shows it", async () => {
    state.projects = projects(13);
    const user = renderGrid();
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(cards()).toHaveLength(13);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
