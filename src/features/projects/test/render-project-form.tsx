import { render } from "@testing-library/react";
import { vi } from "vitest";
import { ProjectForm } from "../components/form/project-form";
import {
  emptyProjectForm,
  type ProjectFormValues,
} from "../lib/project-form-values";

/** A new project's form with a valid title and description, all else empty. */
export const projectBasics: ProjectFormValues = {
  ...emptyProjectForm,
  title: "Voice agent for clinics",
  description: "A voice agent that books appointments for small clinics.",
};

/** Renders the project form from `initial` with a "Save" button; its `onSubmit` mock. */
export function renderProjectForm(initial: ProjectFormValues = projectBasics) {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(
    <ProjectForm
      initial={initial}
      submitLabel="Save"
      busyLabel="Saving..."
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}
