import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useUrlParams } from "./use-url-params";

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={["/projects?q=voice"]}>
      {children}
    </MemoryRouter>
  );
}

function setParam(name: string, value: string) {
  return (current: URLSearchParams) => {
    current.set(name, value);
    return current;
  };
}

/** Two callers of the hook on one page (a filter and a sort, say), and the URL. */
const usePage = () => {
  const location = useLocation();
  return {
    first: useUrlParams()[1],
    second: useUrlParams()[1],
    navigate: useNavigate(),
    url: location.pathname + location.search,
  };
};

describe("useUrlParams", () => {
  it("keeps the writes of two callers made before the router renders the URL", () => {
    const { result } = renderHook(usePage, { wrapper });
    // Both from the same render, as two events before the router's
    // transition renders the first.
    const { first, second } = result.current;
    act(() => {
      first(setParam("role", "ML engineer"));
      second(setParam("sort", "match"));
    });
    expect(result.current.url).toBe(
      "/projects?q=voice&role=ML+engineer&sort=match",
    );
  });

  it("starts from the URL a navigation rendered, not from a write it replaced", () => {
    const { result } = renderHook(usePage, { wrapper });
    // The write is never rendered: the navigation replaces it.
    const { first, navigate } = result.current;
    act(() => {
      first(setParam("role", "designer"));
      void navigate("/builders?skill=go");
    });
    expect(result.current.url).toBe("/builders?skill=go");

    const { first: again, second } = result.current;
    act(() => {
      again(setParam("q", "rust"));
      second(setParam("hours", "20"));
    });
    expect(result.current.url).toBe("/builders?skill=go&q=rust&hours=20");
  });

  it("pushes a history entry when asked to", () => {
    const { result } = renderHook(usePage, { wrapper });
    act(() =>
      result.current.first(setParam("tab", "projects"), { replace: false }),
    );
    expect(result.current.url).toBe("/projects?q=voice&tab=projects");
    act(() => void result.current.navigate(-1));
    expect(result.current.url).toBe("/projects?q=voice");
  });
});
