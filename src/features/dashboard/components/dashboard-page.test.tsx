import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter } from "react-router-dom";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { projectFixture, viewerProfileFixture } from "@/test/fixtures";
import {
  activityFixture,
  applicationFixture,
  collaborationFixture,
  personFixture,
} from "../test/fixtures";
import { DashboardPage } from "./dashboard-page";

const state = vi.hoisted(() => {
  const queries: Record<string, unknown> = {};
  const mutations: Record<string, ReturnType<typeof vi.fn>> = {};
  return { queries, mutations };
});

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) =>
    state.queries[getFunctionName(ref)],
  useMutation: (ref: FunctionReference<"mutation">) => {
    const name = getFunctionName(ref);
    state.mutations[name] ??= vi.fn(() => Promise.resolve(null));
    return state.mutations[name];
  },
}));

const me = viewerProfileFixture({
  _id: "pr1" as Id<"profiles">,
  userId: "u1" as Id<"users">,
  skills: ["Python", "LLMs", "RAG", "LLM Evaluation", "React", "Figma", "SQL"],
  expertise: ["dev", "design"],
});

function renderPage(url = "/dashboard") {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <DashboardPage createProjectAction={<button>Create Project</button>} />
      <Toaster />
    </MemoryRouter>,
  );
  return { user, view };
}

beforeEach(() => {
  state.queries = {};
  state.mutations = {};
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("DashboardPage", () => {
  it("has the title, the create action and Contact Support", () => {
    renderPage();
    expect(
      screen.getByRole("heading", { level: 1, name: "Dashboard" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/manage your projects/i)).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Create Project" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Contact Support" }),
    ).toHaveAttribute("href", "/contact");
  });

  it("overview: profile, real completeness, 5 skills then +N, activity, collaborators", () => {
    state.queries = {
      "profiles:me": me,
      "dashboard:activity": [activityFixture()],
      "dashboard:recentCollaborators": [personFixture()],
    };
    renderPage();
    expect(screen.getByRole("heading", { name: "Ada Lovelace" })).toBeVisible();
    expect(screen.getByText("@ada")).toBeVisible();
    expect(screen.getByText("No bio yet.")).toBeVisible();
    expect(screen.getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    const skills = within(screen.getByRole("list", { name: "Skills" }));
    expect(skills.getAllByRole("listitem")).toHaveLength(6);
    expect(skills.getByText("+2")).toBeVisible();
    expect(
      within(screen.getByRole("list", { name: "Expertise" })).getByText(
        "Development",
      ),
    ).toBeVisible();
    expect(screen.getByText(/applied to/)).toBeVisible();
    expect(
      screen.getByRole("link", { name: /Ann Applicant ML Engineer/ }),
    ).toHaveAttribute("href", "/builders/pr2");
  });

  it("overview: empty activity and collaborators", () => {
    state.queries = {
      "profiles:me": me,
      "dashboard:activity": [],
      "dashboard:recentCollaborators": [],
    };
    renderPage();
    expect(screen.getByText(/no activity yet/i)).toBeVisible();
    expect(screen.getByText(/no collaborators yet/i)).toBeVisible();
  });

  it("my projects: skeletons while loading, then owner-view cards", () => {
    const { view } = renderPage("/dashboard?tab=projects");
    expect(screen.getByText("Loading your projects...")).toBeInTheDocument();
    state.queries = {
      "projects:listMine": [projectFixture({ isOwner: true })],
    };
    view.rerender(
      <MemoryRouter initialEntries={["/dashboard?tab=projects"]}>
        <DashboardPage createProjectAction={<button>Create Project</button>} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("link", { name: "Manage Applications" }),
    ).toBeVisible();
  });

  it("my projects: an empty state with the create action", () => {
    state.queries = { "projects:listMine": [] };
    renderPage("/dashboard?tab=projects");
    const empty = screen.getByText("You haven't created any projects yet");
    expect(empty).toBeVisible();
    expect(
      screen.getAllByRole("button", { name: "Create Project" }),
    ).toHaveLength(2);
  });

  it("collaborations: the first 2, then Show all", async () => {
    state.queries = {
      "dashboard:collaborations": ["One", "Two", "Three"].map((title, i) =>
        collaborationFixture({ _id: `p${i}` as Id<"projects">, title }),
      ),
    };
    const { user } = renderPage("/dashboard?tab=collaborations");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Show all (3)" }));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Show less" })).toBeVisible();
  });

  it("collaborations: an empty state", () => {
    state.queries = { "dashboard:collaborations": [] };
    renderPage("/dashboard?tab=collaborations");
    expect(screen.getByText("No collaborations yet")).toBeVisible();
  });

  it("applications: rows, or the spec's empty text with Find Projects", () => {
    state.queries = { "applications:listMine": [] };
    const { view } = renderPage("/dashboard?tab=applications");
    expect(
      screen.getByText("You haven't applied to any projects yet."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Find Projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
    view.unmount();
    state.queries = { "applications:listMine": [applicationFixture()] };
    renderPage("/dashboard?tab=applications");
    expect(screen.getByText("Pending Review")).toBeVisible();
  });

  it("settings: starts from the profile once it loads, saves and toasts", async () => {
    const { user, view } = renderPage("/dashboard?tab=settings");
    expect(screen.getByText("Loading your profile...")).toBeInTheDocument();
    state.queries = { "profiles:me": me };
    view.rerender(
      <MemoryRouter initialEntries={["/dashboard?tab=settings"]}>
        <DashboardPage createProjectAction={null} />
        <Toaster />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText("Full Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Skills (comma separated)")).toHaveValue(
      "Python, LLMs, RAG, LLM Evaluation, React, Figma, SQL",
    );
    await user.type(screen.getByLabelText("Bio"), "Agents.");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(state.mutations["profiles:update"]).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      role: "AI Enthusiast",
      bio: "Agents.",
      skills: me.skills,
    });
    expect(await screen.findByText("Profile updated")).toBeVisible();
  });

  it("settings: toasts a fallback message when saving fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    state.queries = { "profiles:me": me };
    state.mutations["profiles:update"] = vi.fn(() =>
      Promise.reject(new Error("network down")),
    );
    const { user } = renderPage("/dashboard?tab=settings");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(
      await screen.findByText("Could not save your profile"),
    ).toBeVisible();
    expect(
      screen.getByText("Failed to update your profile. Please try again."),
    ).toBeVisible();
    vi.restoreAllMocks();
  });
});
