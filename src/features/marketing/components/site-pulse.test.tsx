import { render, screen } from "@testing-library/react";
import type { FunctionReference } from "convex/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { SitePulseLine } from "./site-pulse";

const state = vi.hoisted((): ConvexMockState & { fail: boolean } => ({
  queries: {},
  mutations: {},
  queryArgs: {},
  fail: false,
}));
vi.mock("convex/react", () => {
  const mock = convexReactMock(state);
  return {
    ...mock,
    useQuery: (ref: FunctionReference<"query">, args?: unknown) => {
      if (state.fail) throw new Error("The backend is down");
      return mock.useQuery(ref, args);
    },
  };
});

beforeEach(() => {
  state.queries = {};
  state.queryArgs = {};
  state.fail = false;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("SitePulseLine", () => {
  it("asks for today's week (UTC) and is busy while it loads", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-09T23:30:00Z"));
    const { container } = render(<SitePulseLine />);
    vi.useRealTimers();
    expect(state.queryArgs["stats:pulse"]).toEqual({ today: "2025-03-09" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading live counts");
    expect(container.querySelector("[aria-busy=true]")).not.toBeNull();
  });

  it("says the three counts simply, one or many", () => {
    state.queries["stats:pulse"] = {
      openSeats: 12,
      builders: 1,
      projectsThisWeek: 1048,
    };
    render(<SitePulseLine />);
    const items = screen
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "12 open seats",
      "·1 builder",
      "·1,048 new projects this week",
    ]);
  });

  it("keeps its room but shows nothing when the counts fail", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    state.fail = true;
    const { container } = render(<SitePulseLine />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.firstElementChild).toHaveClass("min-h-12");
  });
});
