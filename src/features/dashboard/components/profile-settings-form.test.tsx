import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ProfileFormValues } from "@convex/shared/schemas";
import type { ProfileFormData } from "../lib/profile-form";
import { ProfileSettingsForm } from "./profile-settings-form";

type Submit = (data: ProfileFormData) => Promise<void>;

const saved: ProfileFormValues = {
  name: "Ada Lovelace",
  role: "ML Engineer",
  bio: "I build agents.",
  skills: "Python, LLMs",
};

function renderForm(onSubmit: Submit, initialValues = saved) {
  const user = userEvent.setup();
  render(
    <ProfileSettingsForm
      initialValues={initialValues}
      email="ada@example.com"
      onSubmit={onSubmit}
    />,
  );
  return user;
}

const field = {
  name: () => screen.getByLabelText("Full Name"),
  email: () => screen.getByLabelText("Email"),
  role: () => screen.getByLabelText("Professional Role"),
  bio: () => screen.getByLabelText("Bio"),
  skills: () => screen.getByLabelText("Skills (comma separated)"),
};
const saveButton = () => screen.getByRole("button", { name: "Save Changes" });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe("ProfileSettingsForm", () => {
  it("starts from the saved profile, with the email read-only", () => {
    renderForm(vi.fn<Submit>());
    expect(field.name()).toHaveValue("Ada Lovelace");
    expect(field.role()).toHaveValue("ML Engineer");
    expect(field.bio()).toHaveValue("I build agents.");
    expect(field.skills()).toHaveValue("Python, LLMs");
    expect(field.email()).toHaveValue("ada@example.com");
    expect(field.email()).toHaveAttribute("readonly");
    expect(field.email()).toHaveAccessibleDescription(
      "Change your sign-in email in Settings, under Account.",
    );
  });

  it("shows inline errors from the shared schema and does not submit", async () => {
    const onSubmit = vi.fn<Submit>();
    const user = renderForm(onSubmit);
    await user.clear(field.name());
    await user.type(field.name(), "   ");
    await user.clear(field.skills());
    await user.type(field.skills(), `React, ${"x".repeat(51)}`);
    await user.click(saveButton());

    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.name()).toHaveAttribute("aria-invalid", "true");
    expect(field.name()).toHaveAccessibleDescription(
      "Please enter your full name",
    );
    expect(field.skills()).toHaveAccessibleDescription(
      "Each skill must be at most 50 characters",
    );
    expect(field.role()).toHaveAttribute("aria-invalid", "false");
    expect(field.name()).toHaveFocus();
  });

  it("clears a field's error once it is edited", async () => {
    const user = renderForm(vi.fn<Submit>());
    await user.clear(field.name());
    await user.click(saveButton());
    expect(screen.getByText("Please enter your full name")).toBeVisible();
    await user.type(field.name(), "A");
    expect(screen.queryByText("Please enter your full name")).toBeNull();
    expect(field.name()).toHaveAttribute("aria-invalid", "false");
  });

  it("submits parsed data: trimmed, skills as a list of catalogue names; 'Saving...' while busy", async () => {
    const pending = deferred();
    const onSubmit = vi.fn<Submit>(() => pending.promise);
    const user = renderForm(onSubmit);
    await user.clear(field.name());
    await user.type(field.name(), "  Ada King  ");
    await user.clear(field.role());
    await user.clear(field.skills());
    await user.type(field.skills(), " Python, , rag, RAG ,Evals");
    await user.click(saveButton());

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: "Ada King",
      role: "AI Enthusiast",
      bio: "I build agents.",
      // Catalogue names: "rag" is RAG (so the later "RAG" is a repeat), "Evals" an alias.
      skills: ["Python", "RAG", "LLM Evaluation"],
    });
    const busy = screen.getByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The form shows what is saved.
    expect(field.name()).toHaveValue("Ada King");
    // The default role is saved, and shown as the empty field it came from.
    expect(field.role()).toHaveValue("");
    expect(field.skills()).toHaveValue("Python, RAG, LLM Evaluation");

    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(saveButton()).toBeEnabled();
  });

  it("keeps the values and re-enables Save when saving fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const onSubmit = vi.fn<Submit>(() => Promise.reject(new Error("boom")));
    const user = renderForm(onSubmit);
    await user.type(field.bio(), " And evals.");
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(field.bio()).toHaveValue("I build agents. And evals.");
  });
});
