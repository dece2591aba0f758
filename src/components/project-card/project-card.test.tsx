import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { matchFixture, projectFixture } from "@/test/fixtures";
import { ProjectCard } from "./project-card";
import { ProjectCardCompact } from "./project-card-compact";

function renderCard(node: React.ReactNode) {
  render(<MemoryRouter>{node}</MemoryRouter>);
}

describe("ProjectCard", () => {
  it("shows title, category, creator, age, 4 skills then +N, and seats", () => {
    renderCard(
      <ProjectCard
        project={projectFixture()}
        applyAction={<button>Apply Now</button>}
      />,
    );
    expect(
      screen.getByRole("link", { name: "AI Health Companion" }),
    ).toHaveAttribute("href", "/projects/p1");
    expect(screen.getByText("Design")).toBeInTheDocument();
    expect(screen.getByText("Maya Okafor")).toBeInTheDocument();
    expect(screen.getByText("3 days ago")).toBeInTheDocument();
    expect(screen.getByText("+2")).toBeInTheDocument();
    expect(screen.queryByText("Voice")).toBeNull();
    expect(screen.getByText("3 Positions Open")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Apply Now" }),
    ).toBeInTheDocument();
  });

  it("shows the viewer's match as a button outside every link, and none without a match", () => {
    renderCard(
      <ProjectCard project={projectFixture({ match: matchFixture() })} />,
    );
    const badge = screen.getByRole("button", {
      name: "Match 78 of 100: see why",
    });
    expect(badge.closest("a")).toBeNull();
    cleanup();
    renderCard(<ProjectCard project={projectFixture()} />);
    expect(screen.queryByRole("button", { name: /see why/ })).toBeNull();
  });

  it("says 'Position' for one seat", () => {
    renderCard(<ProjectCard project={projectFixture({ seatsLeft: 1 })} />);
    expect(screen.getByText("1 Position Open")).toBeInTheDocument();
  });

  it("gives the owner Manage Applications instead of Apply Now", () => {
    renderCard(
      <ProjectCard
        project={projectFixture({ isOwner: true })}
        applyAction={<button>Apply Now</button>}
      />,
    );
    expect(
      screen.getByRole("link", { name: "Manage Applications" }),
    ).toHaveAttribute("href", "/projects/p1#applications");
    expect(screen.queryByRole("button", { name: "Apply Now" })).toBeNull();
  });
});

describe("ProjectCardCompact", () => {
  it("shows title link, category, age and a View link", () => {
    renderCard(<ProjectCardCompact project={projectFixture()} />);
    expect(
      screen.getByRole("link", { name: "AI Health Companion" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "View AI Health Companion" }),
    ).toHaveAttribute("href", "/projects/p1");
    expect(screen.getByText("3 days ago")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /see why/ })).toBeNull();
  });

  it("shows the viewer's match outside the links", () => {
    renderCard(
      <ProjectCardCompact
        project={projectFixture({ match: matchFixture({ score: 91 }) })}
      />,
    );
    const badge = screen.getByRole("button", {
      name: "Match 91 of 100: see why",
    });
    expect(badge.closest("a")).toBeNull();
  });
});
