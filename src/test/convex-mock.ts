import { getFunctionName, type FunctionReference } from "convex/server";
import { vi } from "vitest";

/**
 * What the mocked `convex/react` serves: query results by function name
 * (undefined = loading), mutations as spies created on first use.
 * Use with `vi.mock("convex/react", () => convexReactMock(state))` and a
 * `vi.hoisted` state.
 */
export type ConvexMockState = {
  queries: Record<string, unknown>;
  mutations: Record<string, ReturnType<typeof vi.fn>>;
  queryArgs: Record<string, unknown>;
  /** The session; signed in unless a test says otherwise. */
  auth?: { isLoading: boolean; isAuthenticated: boolean };
};

/** The client's connection state while connected (what the mocks report). */
export const CONNECTED_STATE = {
  hasInflightRequests: false,
  isWebSocketConnected: true,
  timeOfOldestInflightRequest: null,
  hasEverConnected: true,
  connectionCount: 1,
  connectionRetries: 0,
  inflightMutations: 0,
  inflightActions: 0,
};

/** `useConvexConnectionState` and `useConvex` of a connected client, for mocks of convex/react. */
export const connectedClientMock = {
  useConvexConnectionState: () => CONNECTED_STATE,
  useConvex: () => ({ connectionState: () => CONNECTED_STATE }),
};

export function convexReactMock(state: ConvexMockState) {
  return {
    ...connectedClientMock,
    useQuery: (ref: FunctionReference<"query">, args?: unknown) => {
      const name = getFunctionName(ref);
      state.queryArgs[name] = args;
      // As the real hook: a skipped query is not subscribed, so it has no result.
      return args === "skip" ? undefined : state.queries[name];
    },
    /** Each request's result as `useQuery` would give it (args recorded the same way). */
    useQueries: (
      queries: Record<
        string,
        { query: FunctionReference<"query">; args: unknown }
      >,
    ) =>
      Object.fromEntries(
        Object.entries(queries).map(([key, { query, args }]) => {
          const name = getFunctionName(query);
          state.queryArgs[name] = args;
          return [key, state.queries[name]];
        }),
      ),
    useMutation: (ref: FunctionReference<"mutation">) => {
      const name = getFunctionName(ref);
      state.mutations[name] ??= vi.fn(() => Promise.resolve(null));
      return state.mutations[name];
    },
    /** One loaded, final page: `queries[name]` as its results. */
    usePaginatedQuery: (ref: FunctionReference<"query">, args: unknown) => {
      const name = getFunctionName(ref);
      state.queryArgs[name] = args;
      return {
        results: (state.queries[name] as unknown[] | undefined) ?? [],
        status: "Exhausted",
        loadMore: () => undefined,
      };
    },
    useConvexAuth: () =>
      state.auth ?? { isLoading: false, isAuthenticated: true },
  };
}
