import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { ChunkBoundary, type ChunkFailure } from "./chunk-boundary";

let online = true;

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? "online" : "offline"));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  online = true;
});

function Fallback({ offline, retry }: ChunkFailure) {
  return offline ? (
    <p>This page will load when you&apos;re back online.</p>
  ) : (
    <button onClick={retry}>Try Again</button>
  );
}

function renderLazy(load: () => Promise<() => React.ReactNode>) {
  const Page = lazyWithPreload(load);
  render(
    <ChunkBoundary fallback={Fallback}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </ChunkBoundary>,
  );
}

describe("ChunkBoundary with lazyWithPreload", () => {
  it("offline, says the page will load, fetches nothing, and loads by itself once back online", async () => {
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn(() => Promise.resolve(() => <h1>Projects</h1>));
    setOnline(false);
    renderLazy(load);
    expect(
      await screen.findByText("This page will load when you're back online."),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    setOnline(true);
    expect(
      await screen.findByRole("heading", { name: "Projects" }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a fetch that failed online is not retried by rendering, only by Try Again", async () => {
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(() => <h1>Builders</h1>);
    renderLazy(load);
    const tryAgain = await screen.findByRole("button", { name: "Try Again" });
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(tryAgain);
    expect(
      await screen.findByRole("heading", { name: "Builders" }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets other errors through to the boundary above", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const Page = lazyWithPreload(load);
    function Broken(): React.ReactNode {
      throw new Error("render bug");
    }
    expect(() =>
      render(
        <ChunkBoundary fallback={Fallback}>
          <Broken />
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </ChunkBoundary>,
      ),
    ).toThrow("render bug");
  });
});
