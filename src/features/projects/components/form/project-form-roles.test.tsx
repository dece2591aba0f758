import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ProjectFormValues } from "../../lib/project-form-values";
import {
  projectBasics,
  renderProjectForm,
} from "../../test/render-project-form";

const basics: ProjectFormValues = { ...projectBasics, skills: "Python" };

const role = (n: number) => screen.getByRole("group", { name: `Role ${n}` });

describe("ProjectForm roles", () => {
  it("starts with one unnamed role: just the open positions", () => {
    renderProjectForm(basics);
    expect(screen.getByLabelText("Open positions")).toHaveValue(1);
    expect(screen.queryByRole("group", { name: "Role 1" })).toBeNull();
  });

  it("turns the open positions into named roles, each with its title, seats and skills", async () => {
    const onSubmit = renderProjectForm(basics);
    const user = userEvent.setup();
    const positions = screen.getByLabelText("Open positions");
    await user.clear(positions);
    await user.type(positions, "2");
    await user.click(screen.getByRole("button", { name: "Add a role" }));
    // The seats so far become the first role's; focus goes to its title.
    expect(screen.queryByLabelText("Open positions")).toBeNull();
    expect(within(role(1)).getByLabelText("Seats")).toHaveValue(2);
    expect(within(role(1)).getByLabelText("Role title")).toHaveFocus();
    await user.type(
      within(role(1)).getByLabelText("Role title"),
      "ML engineer",
    );
    await user.type(within(role(1)).getByLabelText("Role skills"), "PyTorch");
    await user.type(within(role(2)).getByLabelText("Role title"), "Designer");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        skills: ["Python"],
        roles: [
          { title: "ML engineer", skills: ["PyTorch"], seats: 2 },
          { title: "Designer", skills: [], seats: 1 },
        ],
      }),
    );
    expect(onSubmit.mock.calls[0]).not.toHaveProperty("0.openPositions");
  });

  it("shows a role's error under its own field and focuses it", async () => {
    const onSubmit = renderProjectForm(basics);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add a role" }));
    await user.type(within(role(1)).getByLabelText("Role title"), "Backend");
    await user.type(within(role(2)).getByLabelText("Role title"), "Frontend");
    const seats = within(role(2)).getByLabelText("Seats");
    await user.clear(seats);
    await user.type(seats, "0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(seats).toHaveAccessibleDescription(
      "Seats must be a whole number from 1 to 20",
    );
    expect(seats).toHaveFocus();
    expect(within(role(1)).getByLabelText("Seats")).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("needs a title for each of several roles", async () => {
    const onSubmit = renderProjectForm(basics);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add a role" }));
    await user.type(within(role(1)).getByLabelText("Role title"), "Backend");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please give each role a title",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("removes a role, keeping what the others hold", async () => {
    const onSubmit = renderProjectForm(basics);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add a role" }));
    await user.click(screen.getByRole("button", { name: "Add a role" }));
    await user.type(within(role(1)).getByLabelText("Role title"), "Backend");
    await user.type(within(role(3)).getByLabelText("Role title"), "Frontend");
    await user.click(screen.getByRole("button", { name: "Remove role 2" }));
    expect(screen.queryByRole("group", { name: "Role 3" })).toBeNull();
    expect(within(role(2)).getByLabelText("Role title")).toHaveValue(
      "Frontend",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        roles: [
          { title: "Backend", skills: [], seats: 1 },
          { title: "Frontend", skills: [], seats: 1 },
        ],
      }),
    );
  });

  it("on edit, sends each role back with its key", async () => {
    const onSubmit = renderProjectForm({
      ...basics,
      roles: [
        { key: "r1", title: "ML engineer", skills: "PyTorch", seats: "2" },
        { key: "r3", title: "Designer", skills: "", seats: "1" },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add a role" }));
    await user.type(within(role(3)).getByLabelText("Role title"), "Marketer");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        roles: [
          { key: "r1", title: "ML engineer", skills: ["PyTorch"], seats: 2 },
          { key: "r3", title: "Designer", skills: [], seats: 1 },
          { title: "Marketer", skills: [], seats: 1 },
        ],
      }),
    );
  });
});
