import type { OptimisticLocalStore } from "convex/browser";
import { getFunctionName, type FunctionReference } from "convex/server";
import { useSyncExternalStore } from "react";
import { vi } from "vitest";

/**
 * What the mocked `convex/react` serves: query results by function name
 * (undefined = loading), mutations as spies created on first use (with an
 * optimistic update, the results it sets show while the spy's promise is
 * pending, and are dropped when it settles).
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

type OptimisticUpdate = (store: OptimisticLocalStore, args: never) => void;

export function convexReactMock(state: ConvexMockState) {
  // Results set by the optimistic updates of mutations still in flight (by
  // query name), over `state.queries`, as the Convex client layers them.
  const optimistic = new Map<object, Record<string, unknown>>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = (name: string) => {
    let value = state.queries[name];
    for (const layer of optimistic.values()) {
      if (name in layer) value = layer[name];
    }
    return value;
  };
  /** The mutation with its optimistic update applied while it is in flight. */
  const optimisticCall =
    (call: (args: unknown) => unknown, update: OptimisticUpdate) =>
    (args: unknown) => {
      const layer: Record<string, unknown> = {};
      const store = {
        getQuery: (ref: FunctionReference<"query">) =>
          current(getFunctionName(ref)),
        setQuery: (
          ref: FunctionReference<"query">,
          _: unknown,
          value: unknown,
        ) => {
          layer[getFunctionName(ref)] = value;
        },
        getAllQueries: () => [],
      } as unknown as OptimisticLocalStore;
      update(store, args as never);
      optimistic.set(layer, layer);
      changed();
      const result = Promise.resolve(call(args));
      const settle = () => {
        optimistic.delete(layer);
        changed();
      };
      result.then(settle, settle);
      return result;
    };
  return {
    ...connectedClientMock,
    useQuery: (ref: FunctionReference<"query">, args?: unknown) => {
      const name = getFunctionName(ref);
      state.queryArgs[name] = args;
      useSyncExternalStore(subscribe, () => version);
      // As the real hook: a skipped query is not subscribed, so it has no result.
      return args === "skip" ? undefined : current(name);
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
      const call = state.mutations[name];
      return Object.assign(call, {
        withOptimisticUpdate: (update: OptimisticUpdate) =>
          optimisticCall(call as unknown as (args: unknown) => unknown, update),
      });
    },
    /** Actions as spies, like mutations (in `mutations`, by name). */
    useAction: (ref: FunctionReference<"action">) => {
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
