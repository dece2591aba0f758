import { renderHook } from "@testing-library/react";
import type { FunctionReference } from "convex/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { ProjectListing, ViewerProjectState } from "@/lib/api-types";
import { matchFixture, projectFixture } from "@/test/fixtures";
import { useViewerProjectStates } from "./use-viewer-project-states";

/**
 * What the mocked client serves: the session, and `projects.viewerStates`
 * answers by the ids asked (joined with ","); an id list without an answer is
 * still loading. Each answer is one array, as the Convex client keeps it.
 */
const server = vi.hoisted(() => ({
  auth: { isLoading: false, isAuthenticated: true },
  answers: new Map<string, ViewerProjectState[] | Error>(),
  /** The id lists of the last render's subscriptions. */
  asked: [] as string[][],
}));
vi.mock("convex/react", () => ({
  useConvexAuth: () => server.auth,
  useQueries: (
    queries: Record<
      string,
      { query: FunctionReference<"query">; args: { projectIds: string[] } }
    >,
  ) => {
    server.asked = Object.values(queries).map(({ args }) => args.projectIds);
    return Object.fromEntries(
      Object.entries(queries).map(([key, { args }]) => [
        key,
        server.answers.get(args.projectIds.join(",")),
      ]),
    );
  },
}));

function listing(id: string): ProjectListing {
  const {
    isOwner: _isOwner,
    viewerApplicationStatus: _status,
    match: _match,
    ...row
  } = projectFixture({ _id: id as Id<"projects">, title: `Project ${id}` });
  return row;
}

function state(id: string): ViewerProjectState {
  return {
    projectId: id as Id<"projects">,
    isOwner: id === "mine",
    viewerApplicationStatus: id === "applied" ? "pending" : null,
    match: id === "mine" ? null : matchFixture({ score: id.length }),
  };
}

function answer(ids: string[], states = ids.map(state)) {
  server.answers.set(ids.join(","), states);
}

const ids = (rows: { _id: string }[] | undefined) => rows?.map((r) => r._id);

function render(listings: ProjectListing[] | undefined) {
  return renderHook(({ rows }) => useViewerProjectStates(rows), {
    initialProps: { rows: listings },
  });
}

beforeEach(() => {
  server.auth = { isLoading: false, isAuthenticated: true };
  server.answers = new Map();
  server.asked = [];
});

describe("useViewerProjectStates", () => {
  it("signed out: the listings with no relation, without a subscription", () => {
    server.auth = { isLoading: false, isAuthenticated: false };
    const rows = [listing("a"), listing("mine")];
    const { result } = render(rows);
    const none = { isOwner: false, viewerApplicationStatus: null, match: null };
    expect(result.current).toEqual([
      { ...rows[0], ...none },
      { ...rows[1], ...none },
    ]);
    expect(server.asked).toEqual([]);
  });

  it("is undefined while the session or the listings load", () => {
    server.auth = { isLoading: true, isAuthenticated: false };
    expect(render([listing("a")]).result.current).toBeUndefined();
    expect(server.asked).toEqual([]);
    server.auth = { isLoading: false, isAuthenticated: true };
    expect(render(undefined).result.current).toBeUndefined();
  });

  it("signed in: undefined until the states arrive, then each listing with its state", () => {
    const rows = [listing("mine"), listing("applied"), listing("other")];
    const { result, rerender } = render(rows);
    expect(result.current).toBeUndefined();
    expect(server.asked).toEqual([["mine", "applied", "other"]]);
    answer(["mine", "applied", "other"]);
    rerender({ rows });
    expect(result.current).toEqual([
      { ...rows[0], isOwner: true, viewerApplicationStatus: null, match: null },
      {
        ...rows[1],
        isOwner: false,
        viewerApplicationStatus: "pending",
        match: matchFixture({ score: 7 }),
      },
      {
        ...rows[2],
        isOwner: false,
        viewerApplicationStatus: null,
        match: matchFixture({ score: 5 }),
      },
    ]);
  });

  it("an empty feed is empty at once, without a subscription", () => {
    expect(render([]).result.current).toEqual([]);
    expect(server.asked).toEqual([]);
  });

  it("keeps the cards shown while a page is added or a project appears; new rows wait for their states", () => {
    answer(["a", "b"]);
    const { result, rerender } = render([listing("a"), listing("b")]);
    expect(ids(result.current)).toEqual(["a", "b"]);

    rerender({ rows: [listing("a"), listing("b"), listing("c")] });
    expect(server.asked).toEqual([["a", "b", "c"]]);
    expect(ids(result.current)).toEqual(["a", "b"]);
    answer(["a", "b", "c"]);
    rerender({ rows: [listing("a"), listing("b"), listing("c")] });
    expect(ids(result.current)).toEqual(["a", "b", "c"]);

    rerender({ rows: [listing("new"), listing("a"), listing("b")] });
    expect(ids(result.current)).toEqual(["a", "b"]);
    answer(["new", "a", "b"]);
    rerender({ rows: [listing("new"), listing("a"), listing("b")] });
    expect(ids(result.current)).toEqual(["new", "a", "b"]);
  });

  it("shows a state's change as it arrives", () => {
    answer(["a"]);
    const { result, rerender } = render([listing("a")]);
    expect(result.current?.[0]?.viewerApplicationStatus).toBeNull();
    answer(["a"], [{ ...state("a"), viewerApplicationStatus: "pending" }]);
    rerender({ rows: [listing("a")] });
    expect(result.current?.[0]?.viewerApplicationStatus).toBe("pending");
  });

  it("rows of a new filter, none with its state yet, are loading, not empty", () => {
    answer(["a"]);
    const { result, rerender } = render([listing("a")]);
    rerender({ rows: [listing("d")] });
    expect(result.current).toBeUndefined();
  });

  it("asks in runs the server accepts (at most 100 ids a call)", () => {
    const rows = Array.from({ length: 130 }, (_, i) => listing(`p${i}`));
    const { result, rerender } = render(rows);
    expect(server.asked.map((asked) => asked.length)).toEqual([100, 30]);
    for (const asked of server.asked) answer(asked);
    rerender({ rows });
    expect(result.current).toHaveLength(130);
  });

  it("forgets the states on sign-out: the next viewer never sees them", () => {
    answer(["a"]);
    const { result, rerender } = render([listing("a")]);
    expect(result.current?.[0]?.match).not.toBeNull();
    server.auth = { isLoading: false, isAuthenticated: false };
    server.answers = new Map();
    rerender({ rows: [listing("a")] });
    expect(result.current?.[0]?.match).toBeNull();
    server.auth = { isLoading: false, isAuthenticated: true };
    rerender({ rows: [listing("a")] });
    expect(result.current).toBeUndefined();
  });

  it("a failed query throws, as useQuery does", () => {
    server.answers.set("a", new Error("Ask about at most 100 projects"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render([listing("a")])).toThrow(
      "Ask about at most 100 projects",
    );
  });
});
