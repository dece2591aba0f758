import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { projectFixture } from "@/test/fixtures";
import { ProjectCard } from "./project-card";
import { ProjectRoles } from "./project-roles";

const roles = [
  { key: "r1", title: "ML engineer", skills: ["PyTorch"], seats: 2, filled: 1 },
  { key: "r2", title: "Designer", skills: [], seats: 1, filled: 1 },
  { key: "r3", title: "Marketer", skills: [], seats: 1, filled: 0 },
];

describe("ProjectRoles", () => {
  it("shows each role's open seats, and filled roles as filled", () => {
    render(<ProjectRoles roles={roles} />);
    const items = within(screen.getByRole("list", { name: "Roles" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "ML engineer·1 of 2 open",
      "Designer·Filled",
      "Marketer·1 of 1 open",
    ]);
  });

  it("shows nothing for a project's one unnamed role", () => {
    const { container } = render(
      <ProjectRoles
        roles={[{ key: "r1", title: "", skills: [], seats: 3, filled: 1 }]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("shows `max` roles, then how many more", () => {
    render(<ProjectRoles roles={roles} max={2} />);
    expect(screen.queryByText("Marketer")).toBeNull();
    expect(screen.getByText("+1 more role")).toBeVisible();
  });

  it("lists a role's own skills on request", () => {
    render(<ProjectRoles roles={roles} withSkills />);
    expect(screen.getByText("PyTorch")).toBeVisible();
  });
});

describe("ProjectCard roles and terms", () => {
  it("shows the roles and the commitment, compensation and stage as chips", () => {
    render(
      <MemoryRouter>
        <ProjectCard
          project={projectFixture({
            roles,
            commitment: { kind: "hours", hoursPerWeek: 10 },
            compensation: { kind: "equity", amount: "1-2%" },
            stage: "prototype",
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("ML engineer")).toBeVisible();
    const terms = within(screen.getByRole("list", { name: "Terms" }));
    expect(terms.getByText("10 h a week")).toBeVisible();
    expect(terms.getByText("Equity: 1-2%")).toBeVisible();
    expect(terms.getByText("Prototype")).toBeVisible();
  });

  it("looks as before for a project with one unnamed role and no terms", () => {
    render(
      <MemoryRouter>
        <ProjectCard project={projectFixture()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("list", { name: "Roles" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Terms" })).toBeNull();
    expect(screen.getByText("3 Positions Open")).toBeVisible();
  });
});
