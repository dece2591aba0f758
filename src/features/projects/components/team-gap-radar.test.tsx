import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { TeamGapRadar } from "./team-gap-radar";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const renderRadar = ({ member = true } = {}) =>
  render(<TeamGapRadar projectId={"p1" as Id<"projects">} member={member} />);

beforeEach(() => {
  state.queries = {};
});

describe("TeamGapRadar", () => {
  it("shows a loading line while the gaps load", () => {
    renderRadar();
    expect(screen.getByText("Loading team skills…")).toBeInTheDocument();
  });

  it("splits missing from covered, names who covers what, and counts", () => {
    state.queries["matching:skillCoverage"] = [];
    state.queries["matching:teamGaps"] = [
      { skill: "Kubernetes", covered: false, coveredBy: [] },
      { skill: "Figma", covered: false, coveredBy: [] },
      { skill: "Python", covered: true, coveredBy: ["Ada", "Lin"] },
    ];
    renderRadar();
    expect(state.queryArgs["matching:skillCoverage"]).toBe("skip");
    expect(
      screen.getByRole("heading", { name: "Team skills" }),
    ).toBeInTheDocument();
    expect(screen.getByText("1 of 3 skills covered")).toBeInTheDocument();
    const missing = screen.getByRole("list", { name: "Missing" });
    expect(
      within(missing)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Kubernetes", "Figma"]);
    const covered = screen.getByRole("list", { name: "Covered" });
    expect(within(covered).getByRole("listitem")).toHaveTextContent(
      "Python· Ada, Lin",
    );
  });

  it("gives a viewer off the team the shared coverage, without names", () => {
    state.queries["matching:teamGaps"] = [
      { skill: "Python", covered: true, coveredBy: ["Ada"] },
    ];
    state.queries["matching:skillCoverage"] = [
      { skill: "Python", covered: true },
    ];
    renderRadar({ member: false });
    expect(state.queryArgs["matching:teamGaps"]).toBe("skip");
    expect(state.queryArgs["matching:skillCoverage"]).toEqual({
      projectId: "p1",
    });
    expect(screen.getByText("1 of 1 skill covered")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Covered" })).getByRole(
        "listitem",
      ),
    ).toHaveTextContent(/^Python$/);
    expect(screen.queryByRole("list", { name: "Missing" })).toBeNull();
  });

  it("shows nothing for a project that wants no particular skills", () => {
    state.queries["matching:teamGaps"] = [];
    const { container } = renderRadar();
    expect(container).toBeEmptyDOMElement();
  });
});
