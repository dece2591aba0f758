import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DISCONNECTED_NOTICE_MS } from "@/hooks/use-connection";
import { ConnectionBanner } from "./connection-banner";

const state = vi.hoisted(() => ({ connected: true, everConnected: true }));

vi.mock("convex/react", () => ({
  useConvexConnectionState: () => ({
    isWebSocketConnected: state.connected,
    hasEverConnected: state.everConnected,
  }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  state.connected = true;
  state.everConnected = true;
});
afterEach(() => vi.useRealTimers());

describe("ConnectionBanner", () => {
  it("says Reconnecting... once the socket has been down for a moment, and goes when it is back", () => {
    const { rerender } = render(<ConnectionBanner />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    state.connected = false;
    rerender(<ConnectionBanner />);
    // A blip shorter than the notice delay shows nothing.
    act(() => {
      vi.advanceTimersByTime(DISCONNECTED_NOTICE_MS - 1);
    });
    expect(screen.queryByText("Reconnecting...")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText("Reconnecting...")).toBeVisible();
    state.connected = true;
    rerender(<ConnectionBanner />);
    expect(screen.queryByText("Reconnecting...")).toBeNull();
  });

  it("says Connecting... when it never connected", () => {
    state.connected = false;
    state.everConnected = false;
    render(<ConnectionBanner />);
    act(() => {
      vi.advanceTimersByTime(DISCONNECTED_NOTICE_MS);
    });
    expect(screen.getByText("Connecting...")).toBeVisible();
  });
});
