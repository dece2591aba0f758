import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useProjectSort } from "./use-project-sort";
import { useTermFilters } from "./use-term-filters";

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={["/projects?q=voice"]}>
      {children}
    </MemoryRouter>
  );
}

const useFiltersAndUrl = () => ({
  terms: useTermFilters(),
  setSort: useProjectSort()[1],
  search: useLocation().search,
});

describe("useTermFilters", () => {
  it("keeps every change made before the router renders the URL", () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper });
    // Both from the same render, as two events before the router's
    // transition renders the first.
    const { set } = result.current.terms;
    act(() => {
      set({ role: "ML engineer" });
      set({ stage: "prototype" });
    });
    expect(result.current.search).toBe(
      "?q=voice&role=ML+engineer&stage=prototype",
    );
    expect(result.current.terms.filters).toMatchObject({
      role: "ML engineer",
      stage: "prototype",
    });

    // After that render, changes build on the URL as it is.
    act(() => result.current.terms.set({ compensation: "equity" }));
    const { clear } = result.current.terms;
    act(() => {
      clear();
      set({ commitment: "full-time" });
    });
    expect(result.current.search).toBe("?q=voice&commitment=full-time");
  });

  it("keeps a filter and a sort picked before the router renders the URL", () => {
    const { result } = renderHook(useFiltersAndUrl, { wrapper });
    const { terms, setSort } = result.current;
    act(() => {
      terms.set({ role: "designer" });
      setSort("match");
    });
    expect(result.current.search).toBe("?q=voice&role=designer&sort=match");
  });
});
