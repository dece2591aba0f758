import { renderHook } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { ApplicationStatus } from "@convex/shared/constants";
import { scoreMatch, toMatchProject } from "@convex/shared/matchScore";
import type {
  ProjectListing,
  ViewerProfile,
  ViewerProjectState,
} from "@/lib/api-types";
import { projectFixture, viewerProfileFixture } from "@/test/fixtures";
import { useViewerProjectStates } from "./use-viewer-project-states";

/**
 * What the mocked client serves: the session, the viewer's `profiles.me`
 * (undefined = loading), and `projects.viewerStates` answers by the ids asked
 * (joined with ","); an id list without an answer is still loading. Each
 * answer is one array, as the Convex client keeps it.
 */
const server = vi.hoisted(() => ({
  auth: { isLoading: false, isAuthenticated: true },
  me: undefined as ViewerProfile | null | undefined,
  answers: new Map<string, ViewerProjectState[] | Error>(),
  /** The id lists of the last render's subscriptions. */
  asked: [] as string[][],
  /** The args of each `useQuery` call, by function name ("skip" included). */
  queried: [] as [string, unknown][],
}));
vi.mock("convex/react", () => ({
  useConvexAuth: () => server.auth,
  useQuery: (query: FunctionReference<"query">, args: unknown) => {
    server.queried.push([getFunctionName(query), args]);
    return args === "skip" ? undefined : server.me;
  },
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

const me = viewerProfileFixture({
  skills: ["PyTorch", "React"],
  expertise: ["dev"],
});

function listing(
  id: string,
  overrides: Partial<ProjectListing> = {},
): ProjectListing {
  const {
    isOwner: _isOwner,
    viewerApplicationStatus: _status,
    match: _match,
    ...row
  } = projectFixture({
    _id: id as Id<"projects">,
    title: `Project ${id}`,
    category: "Development",
    skills: ["Python", "React", "Kubernetes"],
    creatorId: (id === "mine" ? me.userId : "u1") as Id<"users">,
  });
  return { ...row, ...overrides };
}

function state(id: string): ViewerProjectState {
  return {
    projectId: id as Id<"projects">,
    viewerApplicationStatus: id === "applied" ? "pending" : null,
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
  server.me = me;
  server.answers = new Map();
  server.asked = [];
  server.queried = [];
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
    expect(server.queried).toEqual([["profiles:me", "skip"]]);
  });

  it("is undefined while the session or the listings load", () => {
    server.auth = { isLoading: true, isAuthenticated: false };
    expect(render([listing("a")]).result.current).toBeUndefined();
    expect(server.asked).toEqual([]);
    server.auth = { isLoading: false, isAuthenticated: true };
    expect(render(undefined).result.current).toBeUndefined();
  });

  it("signed in: undefined until the statuses arrive, then each listing with its status, and owner and match from profiles.me", () => {
    const rows = [listing("mine"), listing("applied"), listing("other")];
    const { result, rerender } = render(rows);
    expect(result.current).toBeUndefined();
    expect(server.asked).toEqual([["mine", "applied", "other"]]);
    // The user menu's call, same args: one subscription for both.
    expect(server.queried.at(-1)).toEqual(["profiles:me", {}]);
    answer(["mine", "applied", "other"]);
    rerender({ rows });
    const match = scoreMatch(
      toMatchProject(rows[1]!),
      me,
      "builder",
      Date.now(),
    );
    // PyTorch implies Python (0.75), React held (1), Kubernetes missing:
    // 50 * 3.5 / 6 -> 29; dev fits Development 15; seats 5; team fit 10 *
    // 1.75 / 3 -> 6; time zone and commitment unstated, half each: 5 + 5.
    expect(match.score).toBe(65);
    expect(result.current).toEqual([
      { ...rows[0], isOwner: true, viewerApplicationStatus: null, match: null },
      { ...rows[1], isOwner: false, viewerApplicationStatus: "pending", match },
      { ...rows[2], isOwner: false, viewerApplicationStatus: null, match },
    ]);
  });

  it("is undefined while profiles.me loads, though the statuses are in", () => {
    answer(["a"]);
    server.me = undefined;
    const { result, rerender } = render([listing("a")]);
    expect(result.current).toBeUndefined();
    server.me = me;
    rerender({ rows: [listing("a")] });
    expect(ids(result.current)).toEqual(["a"]);
  });

  it("a viewer without a profile: no match, as the server gives", () => {
    answer(["a", "applied"]);
    server.me = null;
    const { result } = render([listing("a"), listing("applied")]);
    expect(
      result.current?.map(({ isOwner, viewerApplicationStatus, match }) => [
        isOwner,
        viewerApplicationStatus,
        match,
      ]),
    ).toEqual([
      [false, null, null],
      [false, "pending", null],
    ]);
  });

  it("a change of the listing (an accept: seats, team skills) changes the match, with the same status subscription", () => {
    answer(["a"]);
    const { result, rerender } = render([listing("a")]);
    const before = result.current?.[0]?.match;
    expect(before?.reasons).toContainEqual(
      expect.objectContaining({ kind: "seats", text: "3 seats left" }),
    );
    rerender({
      rows: [
        listing("a", {
          filledPositions: 1,
          seatsLeft: 2,
          teamSkillCounts: [{ skill: "React", members: 1 }],
        }),
      ],
    });
    const after = result.current?.[0]?.match;
    expect(after?.reasons).toContainEqual(
      expect.objectContaining({ kind: "seats", text: "2 seats left" }),
    );
    expect(after?.reasons).toContainEqual(
      expect.objectContaining({ kind: "covered" }),
    );
    expect(server.asked).toEqual([["a"]]);
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

  it("shows a status's change as it arrives", () => {
    answer(["a"]);
    const { result, rerender } = render([listing("a")]);
    expect(result.current?.[0]?.viewerApplicationStatus).toBeNull();
    const pending: ApplicationStatus = "pending";
    answer(["a"], [{ ...state("a"), viewerApplicationStatus: pending }]);
    rerender({ rows: [listing("a")] });
    expect(result.current?.[0]?.viewerApplicationStatus).toBe("pending");
  });

  it("a member's match is for the role their application names", () => {
    const roles = [
      {
        key: "r1",
        title: "ML engineer",
        skills: ["PyTorch"],
        seats: 1,
        filled: 0,
      },
      { key: "r2", title: "Designer", skills: ["Figma"], seats: 1, filled: 1 },
    ];
    const rows = [listing("a", { roles })];
    answer(
      ["a"],
      [
        {
          projectId: "a" as Id<"projects">,
          viewerApplicationStatus: "accepted",
          viewerRoleKey: "r2",
        },
      ],
    );
    const { result } = render(rows);
    // Their best role would be the ML engineer (they have PyTorch); they hold the designer's seat.
    expect(result.current?.[0]?.match?.role).toEqual({
      key: "r2",
      title: "Designer",
    });
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
    answer(["applied"]);
    const { result, rerender } = render([listing("applied")]);
    expect(result.current?.[0]?.viewerApplicationStatus).toBe("pending");
    expect(result.current?.[0]?.match).not.toBeNull();
    server.auth = { isLoading: false, isAuthenticated: false };
    server.answers = new Map();
    rerender({ rows: [listing("applied")] });
    expect(result.current?.[0]).toMatchObject({
      viewerApplicationStatus: null,
      match: null,
    });
    server.auth = { isLoading: false, isAuthenticated: true };
    rerender({ rows: [listing("applied")] });
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
