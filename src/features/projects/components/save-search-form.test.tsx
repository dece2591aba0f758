import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SaveSearchForm } from "./save-search-form";

function renderForm(
  filters: Parameters<typeof SaveSearchForm>[0]["filters"],
  onSubmit = vi.fn(() => Promise.resolve()),
) {
  render(<SaveSearchForm filters={filters} onSubmit={onSubmit} />);
  return { user: userEvent.setup(), onSubmit };
}

describe("SaveSearchForm", () => {
  it("shows the filters it saves and submits them parsed", async () => {
    const { user, onSubmit } = renderForm({
      text: "voice agent",
      category: "Design",
      skills: ["Python", " python "],
    });
    expect(
      screen.getByText("“voice agent” · Design · Python, python"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save search" }));
    // Skills cleaned and de-duplicated by the shared schema.
    expect(onSubmit).toHaveBeenCalledWith({
      text: "voice agent",
      category: "Design",
      skills: ["Python"],
    });
  });

  it("shows and submits the role and terms filters; a filter alone is a search", async () => {
    const { user, onSubmit } = renderForm({
      text: "",
      skills: [],
      role: " designer ",
      compensation: "paid",
      stage: "prototype",
    });
    expect(
      screen.getByText("Role: designer · Paid · Stage: Prototype"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save search" }));
    expect(onSubmit).toHaveBeenCalledWith({
      text: "",
      skills: [],
      role: "designer",
      compensation: "paid",
      stage: "prototype",
    });
  });

  it("refuses an empty search with the schema's message and sends nothing", async () => {
    // A role with no word of two characters filters nothing.
    const { user, onSubmit } = renderForm({ text: "", skills: [], role: "a" });
    await user.click(screen.getByRole("button", { name: "Save search" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Add a search text, a category, a skill or a filter to save a search",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses more skills than a saved search takes", async () => {
    const { user, onSubmit } = renderForm({
      text: "",
      skills: ["Python", "React", "Figma", "RAG", "SQL", "Go"],
    });
    await user.click(screen.getByRole("button", { name: "Save search" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/at most 5 skills/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is busy while saving", async () => {
    let finish = () => {};
    const { user } = renderForm(
      { text: "rag", skills: [] },
      vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    );
    await user.click(screen.getByRole("button", { name: "Save search" }));
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    finish();
    expect(
      await screen.findByRole("button", { name: "Save search" }),
    ).toBeEnabled();
  });
});
