import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { SkillsInput } from "./skills-input";

function renderInput(defaultValue = "") {
  render(
    <form aria-label="Skills form">
      <label htmlFor="skills">Skills</label>
      <SkillsInput id="skills" name="skills" defaultValue={defaultValue} />
    </form>,
  );
  return screen.getByRole("combobox", { name: "Skills" });
}

const options = () =>
  screen.queryAllByRole("option").map((option) => option.textContent);

describe("SkillsInput", () => {
  it("is a collapsed combobox tied to its listbox until something is typed", async () => {
    const input = renderInput();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    const listbox = document.getElementById(
      input.getAttribute("aria-controls")!,
    );
    expect(listbox).toHaveAttribute("role", "listbox");
    await userEvent.setup().type(input, "k8");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(options()).toEqual(["Kubernetes"]);
  });

  it("offers suggestions for the token being typed, best first, none already entered", async () => {
    const input = renderInput();
    const user = userEvent.setup();
    await user.type(input, "React, reac");
    expect(options()[0]).toBe("React Native");
    expect(options()).not.toContain("React");
  });

  it("moves through options with the arrow keys and picks with Enter, without submitting", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const input = renderInput();
    input.closest("form")!.addEventListener("submit", onSubmit);
    const user = userEvent.setup();
    await user.type(input, "js");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}");
    const first = screen.getAllByRole("option")[0]!;
    expect(input).toHaveAttribute("aria-activedescendant", first.id);
    expect(first).toHaveAttribute("aria-selected", "true");
    // ArrowUp from the first wraps to the last; ArrowDown comes back.
    await user.keyboard("{ArrowUp}{ArrowDown}{Enter}");
    expect(input).toHaveValue("JavaScript, ");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(onSubmit).not.toHaveBeenCalled();
    // Typing goes on after the inserted ", ".
    await user.type(input, "postgres");
    await user.keyboard("{ArrowDown}{Tab}");
    expect(input).toHaveValue("JavaScript, PostgreSQL, ");
  });

  it("Enter without an active option submits the form as typed (free text)", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const input = renderInput();
    const form = input.closest("form")!;
    form.addEventListener("submit", onSubmit);
    form.append(
      Object.assign(document.createElement("button"), { type: "submit" }),
    );
    const user = userEvent.setup();
    await user.type(input, "Basket Weaving{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get("skills")).toBe("Basket Weaving");
  });

  it("replaces a token in the middle of the text", async () => {
    const input = renderInput("Figma, pyt, SQL");
    const user = userEvent.setup();
    await user.click(input);
    // From the end, back over ", SQL" to just after "pyt", then ask for the list.
    await user.keyboard("{End}{ArrowLeft>5/}{ArrowDown}{Enter}");
    expect(input).toHaveValue("Figma, Python, SQL");
  });

  it("picks with the mouse and keeps focus in the field", async () => {
    const input = renderInput();
    const user = userEvent.setup();
    await user.type(input, "figm");
    await user.click(screen.getByRole("option", { name: "Figma" }));
    expect(input).toHaveValue("Figma, ");
    expect(input).toHaveFocus();
  });

  it("Escape closes the list but not the dialog around it; typing opens it again", async () => {
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>New project</DialogTitle>
            <label htmlFor="skills">Skills</label>
            <SkillsInput id="skills" />
          </DialogContent>
        </Dialog>
      );
    }
    render(<InDialog />);
    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Skills" });
    await user.type(input, "fig");
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.type(input, "m");
    expect(input).toHaveAttribute("aria-expanded", "true");
    // With the list closed, Escape is the dialog's again.
    await user.keyboard("{Escape}{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("reports changes when controlled", async () => {
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <>
          <label htmlFor="skills">Skills</label>
          <SkillsInput id="skills" value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox"), "ml");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent("Machine Learning,");
  });
});
