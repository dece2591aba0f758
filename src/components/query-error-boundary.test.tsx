import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConnectionLostError } from "@/lib/connection-lost";
import { CONNECTED_STATE } from "@/test/convex-mock";
import { QueryErrorBoundary } from "./query-error-boundary";

const connection = vi.hoisted(() => ({
  state: { isWebSocketConnected: true },
  listeners: new Set<() => void>(),
}));

vi.mock("convex/react", async () => {
  const { useSyncExternalStore } = await import("react");
  const subscribe = (listener: () => void) => {
    connection.listeners.add(listener);
    return () => connection.listeners.delete(listener);
  };
  return {
    useConvexConnectionState: () => ({
      ...CONNECTED_STATE,
      ...useSyncExternalStore(subscribe, () => connection.state),
    }),
  };
});

function setConnected(isWebSocketConnected: boolean) {
  act(() => {
    connection.state = { isWebSocketConnected };
    for (const listener of connection.listeners) listener();
  });
}

let failure: Error | null = new Error("query failed");

function Flaky() {
  if (failure !== null) throw failure;
  return <p>Loaded</p>;
}

function renderBoundary() {
  render(
    <QueryErrorBoundary
      fallback={(retry) => <button onClick={retry}>Try Again</button>}
    >
      <Flaky />
    </QueryErrorBoundary>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  connection.state = { isWebSocketConnected: true };
});

describe("QueryErrorBoundary", () => {
  it("shows the fallback for a failed query, and Try Again subscribes afresh", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    failure = new Error("query failed");
    renderBoundary();
    expect(screen.queryByText("Loaded")).toBeNull();
    failure = null;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Loaded")).toBeInTheDocument();
  });

  it("a load that gave up offline loads by itself once the connection is back", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    connection.state = { isWebSocketConnected: false };
    failure = new ConnectionLostError();
    renderBoundary();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeVisible();
    failure = null;
    setConnected(true);
    expect(screen.getByText("Loaded")).toBeInTheDocument();
  });

  it("after a failure while connected, retries when the connection drops and comes back, not before", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    failure = new Error("server error");
    renderBoundary();
    failure = null;
    // Still connected: nothing to wait for, the fallback stays.
    expect(screen.getByRole("button", { name: "Try Again" })).toBeVisible();
    setConnected(false);
    expect(screen.getByRole("button", { name: "Try Again" })).toBeVisible();
    setConnected(true);
    expect(screen.getByText("Loaded")).toBeInTheDocument();
  });
});
