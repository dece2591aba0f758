import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMediaQuery } from "./use-media-query";

function Probe() {
  return <p>{useMediaQuery("(max-width: 639px)") ? "phone" : "wide"}</p>;
}

/** A matchMedia whose answer the test changes, telling listeners as a browser does. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", () => ({
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) =>
      listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useMediaQuery", () => {
  it("answers now and follows the query as the window changes", () => {
    const media = fakeMatchMedia(false);
    const { unmount } = render(<Probe />);
    expect(screen.getByText("wide")).toBeVisible();
    act(() => media.set(true));
    expect(screen.getByText("phone")).toBeVisible();
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
