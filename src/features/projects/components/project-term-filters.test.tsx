import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { viewerProfileFixture } from "@/test/fixtures";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { useTermFilters } from "../hooks/use-term-filters";
import { termFilterArgs } from "../lib/term-filters";
import { ProjectTermFilters } from "./project-term-filters";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

/** The filters as /projects wires them, with the URL's query and the feed's filter args shown. */
function Harness() {
  const terms = useTermFilters();
  const { search } = useLocation();
  return (
    <>
      <ProjectTermFilters
        filters={terms.filters}
        isSet={terms.isSet}
        onChange={terms.set}
        onClear={terms.clear}
      />
      <output aria-label="URL">{search}</output>
      <output aria-label="Args">
        {JSON.stringify(termFilterArgs(terms.filters))}
      </output>
    </>
  );
}

function renderFilters(url = "/projects?q=agent") {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const args = (): unknown =>
  JSON.parse(screen.getByLabelText("Args").textContent);
const url = () => screen.getByLabelText("URL").textContent;

beforeEach(() => {
  state.queries = {
    "profiles:me": viewerProfileFixture({ timeZone: "Asia/Tokyo" }),
  };
});

describe("ProjectTermFilters", () => {
  it("reads the filters from the URL, ignoring values that are not valid", () => {
    renderFilters(
      "/projects?role=designer&commitment=up-to-10&stage=launch&overlap=Mars/Base",
    );
    expect(screen.getByLabelText("Role")).toHaveValue("designer");
    expect(screen.getByLabelText("Commitment")).toHaveValue("up-to-10");
    expect(args()).toEqual({ role: "designer", commitment: "up-to-10" });
  });

  it("keeps each filter in the URL beside the search, and clears only them", async () => {
    const user = renderFilters();
    await user.selectOptions(screen.getByLabelText("Stage"), "prototype");
    await user.selectOptions(screen.getByLabelText("Compensation"), "equity");
    await user.type(screen.getByLabelText("Role"), "ML");
    expect(url()).toBe("?q=agent&stage=prototype&compensation=equity&role=ML");
    expect(args()).toEqual({
      role: "ML",
      compensation: "equity",
      stage: "prototype",
    });
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(url()).toBe("?q=agent");
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("filters by overlap with the viewer's own time zone in one press", async () => {
    const user = renderFilters();
    const mine = screen.getByRole("button", { name: "Overlaps my time zone" });
    await user.click(mine);
    expect(args()).toEqual({ overlapWith: "Asia/Tokyo" });
    expect(mine).toHaveAttribute("aria-pressed", "true");
    expect(
      screen.getByLabelText("Overlaps time zone by 4 hours or more"),
    ).toHaveValue("Asia/Tokyo");
    await user.click(mine);
    expect(args()).toEqual({});
  });
});
