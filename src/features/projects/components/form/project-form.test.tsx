import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProjectForm } from "./project-form";

function renderForm(onSubmit = vi.fn(() => Promise.resolve())) {
  render(
    <ProjectForm
      submitLabel="Create Project"
      busyLabel="Creating..."
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe("ProjectForm", () => {
  it("shows the spec's messages and does not submit invalid input", async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "App");
    await user.type(screen.getByLabelText("Description"), "Too short");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(
      await screen.findByText("Title must be at least 5 characters"),
    ).toBeVisible();
    expect(
      screen.getByText("Description must be at least 20 characters"),
    ).toBeVisible();
    const title = screen.getByLabelText("Title");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription(
      "Title must be at least 5 characters",
    );
    // Focus moves to the first invalid field, which announces its error.
    expect(title).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("drops a field's error as soon as its value is valid, before the next submit", async () => {
    renderForm();
    const user = userEvent.setup();
    const title = screen.getByLabelText("Title");
    await user.type(title, "App");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(
      await screen.findByText("Title must be at least 5 characters"),
    ).toBeVisible();
    await user.type(title, "s");
    expect(
      screen.getByText("Title must be at least 5 characters"),
    ).toBeVisible();
    await user.type(title, "!!");
    expect(
      screen.queryByText("Title must be at least 5 characters"),
    ).not.toBeInTheDocument();
    expect(title).toHaveAttribute("aria-invalid", "false");
    // The description, still too short, keeps its error.
    expect(
      screen.getByText("Description must be at least 20 characters"),
    ).toBeVisible();
  });

  it("refuses open positions outside 1 to 20", async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Voice agent for clinics");
    await user.type(
      screen.getByLabelText("Description"),
      "A voice agent that books appointments for small clinics.",
    );
    const positions = screen.getByLabelText("Open positions");
    await user.clear(positions);
    await user.type(positions, "21");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await screen.findByText(/whole number from 1 to 20/)).toBeVisible();
    expect(positions).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("describes the skills field by its hint until it has an error", () => {
    renderForm();
    expect(screen.getByLabelText("Skills")).toHaveAccessibleDescription(
      /Separate skills with commas/,
    );
  });

  it("submits parsed data: trimmed, skills split and de-duplicated, positions a number", async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText("Title"),
      "  Voice agent for clinics ",
    );
    await user.type(
      screen.getByLabelText("Description"),
      "A voice agent that books appointments for small clinics.",
    );
    await user.type(
      screen.getByLabelText("Skills"),
      "Python, , LLMs, python ,Twilio",
    );
    const positions = screen.getByLabelText("Open positions");
    await user.clear(positions);
    await user.type(positions, "2");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: "Voice agent for clinics",
      description: "A voice agent that books appointments for small clinics.",
      category: "Development",
      skills: ["Python", "LLMs", "Twilio"],
      openPositions: 2,
      commitment: null,
      timeZones: null,
      remoteOk: null,
      compensation: null,
      stage: null,
      duration: null,
    });
  });

  it("completes skills from the catalogue and submits their canonical names", async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Voice agent for clinics");
    await user.type(
      screen.getByLabelText("Description"),
      "A voice agent that books appointments for small clinics.",
    );
    const skills = screen.getByRole("combobox", { name: "Skills" });
    await user.type(skills, "speech rec");
    await user.keyboard("{ArrowDown}{Enter}");
    // A typed alias is stored as the catalogue name too, free text as typed.
    await user.type(skills, "k8s, Twilio");
    expect(skills).toHaveValue("Speech-to-Text, k8s, Twilio");
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        skills: ["Speech-to-Text", "Kubernetes", "Twilio"],
      }),
    );
  });

  it("is busy while submitting", async () => {
    let finish = () => {};
    renderForm(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Voice agent for clinics");
    await user.type(
      screen.getByLabelText("Description"),
      "A voice agent that books appointments for small clinics.",
    );
    await user.click(screen.getByRole("button", { name: "Create Project" }));
    expect(screen.getByRole("button", { name: "Creating..." })).toBeDisabled();
    finish();
    expect(
      await screen.findByRole("button", { name: "Create Project" }),
    ).toBeEnabled();
  });
});
