import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { usePresence, usePresenceHeartbeat } from "./use-presence";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const INTERVAL = 10_000;
/** What the heartbeat answers: the token that ends the session. */
const TOKEN = "session-token-1";

/** Lets the heartbeat's answer arrive (its promise settles in a microtask). */
async function answered() {
  await act(async () => {});
}

function setVisibility(value: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => value,
  });
  document.dispatchEvent(new Event("visibilitychange"));
}

const heartbeats = () => state.mutations["presence:heartbeat"]?.mock.calls;
const disconnects = () => state.mutations["presence:disconnect"]?.mock.calls;

beforeEach(() => {
  vi.useFakeTimers();
  state.queries = {};
  state.mutations = {
    "presence:heartbeat": vi.fn(() => Promise.resolve({ sessionToken: TOKEN })),
  };
  state.queryArgs = {};
  state.auth = undefined;
});
afterEach(() => {
  setVisibility("visible");
  vi.useRealTimers();
});

describe("usePresenceHeartbeat", () => {
  it("beats at once and every interval, then disconnects the same session, by its token, on unmount", async () => {
    const { unmount } = renderHook(() =>
      usePresenceHeartbeat("site", INTERVAL),
    );
    await answered();
    expect(heartbeats()).toHaveLength(1);
    const [{ sessionId, roomId, interval }] = heartbeats()![0] as [
      { sessionId: string; roomId: string; interval: number },
    ];
    expect({ roomId, interval }).toEqual({
      roomId: "site",
      interval: INTERVAL,
    });
    act(() => {
      vi.advanceTimersByTime(INTERVAL * 2);
    });
    expect(heartbeats()).toHaveLength(3);
    // One session: every beat carries the same id.
    expect(
      heartbeats()!.map(([args]) => (args as { sessionId: string }).sessionId),
    ).toEqual([sessionId, sessionId, sessionId]);

    unmount();
    expect(disconnects()).toEqual([[{ sessionToken: TOKEN }]]);
    act(() => {
      vi.advanceTimersByTime(INTERVAL * 3);
    });
    expect(heartbeats()).toHaveLength(3);
  });

  it("leaves while the tab is hidden and comes back when it shows", async () => {
    renderHook(() => usePresenceHeartbeat("site", INTERVAL));
    await answered();
    act(() => setVisibility("hidden"));
    expect(disconnects()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(INTERVAL * 3);
    });
    expect(heartbeats()).toHaveLength(1);
    act(() => setVisibility("visible"));
    expect(heartbeats()).toHaveLength(2);
  });

  it("at page hide, says goodbye by beacon too (the socket may not outlive the page)", async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: sendBeacon,
    });
    renderHook(() => usePresenceHeartbeat("site", INTERVAL));
    await answered();
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(disconnects()).toEqual([[{ sessionToken: TOKEN }]]);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toMatch(/\/api\/mutation$/);
    expect(JSON.parse(await body.text())).toEqual({
      path: "presence:disconnect",
      args: { sessionToken: TOKEN },
      format: "json",
    });
  });

  it("sends nothing for a visitor or without a room", () => {
    state.auth = { isLoading: false, isAuthenticated: false };
    renderHook(() => usePresenceHeartbeat("site", INTERVAL));
    state.auth = undefined;
    renderHook(() => usePresenceHeartbeat(null, INTERVAL));
    act(() => {
      vi.advanceTimersByTime(INTERVAL * 3);
    });
    expect(heartbeats() ?? []).toHaveLength(0);
  });
});

describe("usePresence", () => {
  it("lists the room for a signed-in viewer and nobody for a visitor", () => {
    state.queries["presence:list"] = [{ name: "Priya" }];
    const signedIn = renderHook(() => usePresence("project:p1"));
    expect(signedIn.result.current).toEqual([{ name: "Priya" }]);
    expect(state.queryArgs["presence:list"]).toEqual({ roomId: "project:p1" });

    state.auth = { isLoading: false, isAuthenticated: false };
    const visitor = renderHook(() => usePresence("project:p1"));
    expect(visitor.result.current).toEqual([]);
    expect(state.queryArgs["presence:list"]).toBe("skip");
  });
});
