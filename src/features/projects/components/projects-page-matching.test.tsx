import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import {
  matchFixture,
  projectFixture,
  viewerProfileFixture,
  viewerStatesOf,
} from "@/test/fixtures";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { ProjectsPage } from "./projects-page";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

function Search() {
  return <output aria-label="url">{useLocation().search}</output>;
}

function renderPage(url = "/projects") {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ProjectsPage signIn={<p>sign in</p>} />
      <Search />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/**
 * A designer who knows Figma: the feed's cards score Alpha (Kubernetes) 30
 * (expertise and seats only) and Beta (Figma) 100, as the server would; the
 * rows' own matches are what `matching.recommendedProjects` gives.
 */
const me = viewerProfileFixture({ skills: ["Figma"], expertise: ["design"] });
const newest = [
  projectFixture({
    _id: "a" as Id<"projects">,
    title: "Alpha",
    skills: ["Kubernetes"],
    match: matchFixture({ score: 30 }),
  }),
  projectFixture({
    _id: "b" as Id<"projects">,
    title: "Beta",
    skills: ["Figma"],
    match: matchFixture({ score: 100 }),
  }),
];

const titles = () =>
  within(screen.getAllByRole("list")[0]!)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  state.queries = {
    "projects:feed": newest,
    "projects:viewerStates": viewerStatesOf(newest),
    "profiles:me": me,
  };
  state.mutations = {};
  state.queryArgs = {};
  state.auth = undefined;
});

describe("ProjectsPage sort", () => {
  it("lists newest first by default", () => {
    renderPage();
    expect(
      screen.getByRole("combobox", { name: "Sort projects" }),
    ).toHaveTextContent("Newest");
    expect(titles()).toEqual(["Alpha", "Beta"]);
  });

  it("Best match keeps its value in the URL and lists the recommendations for the category", async () => {
    state.queries["matching:recommendedProjects"] = [newest[1]];
    const user = renderPage("/projects?category=Design");
    await user.click(screen.getByRole("combobox", { name: "Sort projects" }));
    await user.click(screen.getByRole("option", { name: "Best match" }));
    expect(screen.getByRole("status", { name: "url" })).toHaveTextContent(
      "?category=Design&sort=match",
    );
    expect(state.queryArgs["matching:recommendedProjects"]).toEqual({
      limit: 50,
      category: "Design",
    });
    expect(
      within(screen.getByRole("list", { name: "Best matches" }))
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Beta"]);
  });

  it("Best match honours the ?skill= filter", () => {
    state.queries["matching:recommendedProjects"] = [
      projectFixture({
        _id: "k" as Id<"projects">,
        title: "Kube",
        skills: ["Kubernetes"],
      }),
      projectFixture({
        _id: "f" as Id<"projects">,
        title: "Figma",
        skills: ["Figma"],
      }),
    ];
    renderPage("/projects?sort=match&skill=k8s");
    expect(
      within(screen.getByRole("list", { name: "Best matches" }))
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Kube"]);
  });

  it("Best match with a search text orders the search's results by match", () => {
    renderPage("/projects?q=a&sort=match");
    expect(titles()).toEqual(["Beta", "Alpha"]);
    expect(
      screen.getByText("Search results loaded so far, ordered by your match."),
    ).toBeInTheDocument();
  });

  it("tells a viewer without matches to add skills", () => {
    state.queries["matching:recommendedProjects"] = [];
    renderPage("/projects?sort=match");
    expect(
      screen.getByRole("link", { name: "Add skills in Settings" }),
    ).toHaveAttribute("href", "/settings");
  });

  it("shows a loading grid while the matches load", () => {
    renderPage("/projects?sort=match");
    expect(screen.getByText("Loading your best matches")).toHaveAttribute(
      "role",
      "status",
    );
  });

  it("signed out: no sort nor Save search, and ?sort=match lists newest", () => {
    state.auth = { isLoading: false, isAuthenticated: false };
    renderPage("/projects?sort=match");
    expect(
      screen.queryByRole("combobox", { name: "Sort projects" }),
    ).toBeNull();
    expect(screen.queryByRole("button", { name: "Save search" })).toBeNull();
    expect(titles()).toEqual(["Alpha", "Beta"]);
  });
});

describe("ProjectsPage Save search", () => {
  it("saves the current text, category and skill filters", async () => {
    const user = renderPage("/projects?q=voice&category=Design&skill=Python");
    await user.click(screen.getByRole("button", { name: "Save search" }));
    // The dialog's code loads on first open.
    const dialog = await screen.findByRole("dialog", {
      name: "Save this search",
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Save search" }),
    );
    expect(state.mutations["savedSearches:create"]).toHaveBeenCalledWith({
      text: "voice",
      category: "Design",
      skills: ["Python"],
    });
    expect(
      screen.queryByRole("dialog", { name: "Save this search" }),
    ).toBeNull();
  });

  it("shows and saves the role and terms filters of the URL, not a broader search", async () => {
    const user = renderPage(
      "/projects?q=voice&role=designer&commitment=up-to-20&overlap=Asia%2FTokyo&compensation=paid&stage=prototype",
    );
    await user.click(screen.getByRole("button", { name: "Save search" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Save this search",
    });
    expect(
      within(dialog).getByText(
        "“voice” · Role: designer · Up to 20 h a week · Paid · Stage: Prototype · Overlaps Asia/Tokyo (UTC+9) by 4 hours or more",
      ),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("button", { name: "Save search" }),
    );
    expect(state.mutations["savedSearches:create"]).toHaveBeenCalledWith({
      text: "voice",
      skills: [],
      role: "designer",
      commitment: "up-to-20",
      overlapWith: "Asia/Tokyo",
      compensation: "paid",
      stage: "prototype",
    });
  });
});
