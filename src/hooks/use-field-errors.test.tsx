import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "@/components/form-field";
import { formText } from "@/lib/form-text";
import { useFieldErrors } from "./use-field-errors";

type Values = { title: string; skills: string };
const FIELDS = ["title", "skills"] as const;

const validate = (values: Values) => ({
  ...(values.title.length < 5 ? { title: "At least 5 characters" } : {}),
  ...(values.skills.split(",").length > 2 ? { skills: "At most 2" } : {}),
});

/** A form of plain inputs, read from the form on submit and on every edit. */
function TestForm({ onValid }: { onValid: (values: Values) => void }) {
  const { errors, check, recheck } = useFieldErrors(FIELDS, validate);
  const read = (form: HTMLFormElement): Values => {
    const data = new FormData(form);
    return { title: formText(data, "title"), skills: formText(data, "skills") };
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = read(event.currentTarget);
    if (check(values, event.currentTarget)) onValid(values);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={(e) => recheck(read(e.currentTarget))}
    >
      {FIELDS.map((name) => (
        <FormField key={name} id={name} label={name} error={errors[name]}>
          {(control) => <input {...control} name={name} />}
        </FormField>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

describe("useFieldErrors", () => {
  it("shows every error on submit, focuses the first, and drops each once its field is valid", async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("skills"), "a,b,c");
    // Nothing shows while typing before a submit.
    expect(screen.queryByText("At most 2")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const title = screen.getByLabelText("title");
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription("At least 5 characters");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("At most 2")).toBeInTheDocument();

    await user.type(title, "Hell");
    expect(title).toHaveAccessibleDescription("At least 5 characters");
    await user.type(title, "o");
    expect(screen.queryByText("At least 5 characters")).not.toBeInTheDocument();
    expect(title).toHaveAttribute("aria-invalid", "false");
    // The other field keeps its error until it is fixed too.
    expect(screen.getByText("At most 2")).toBeInTheDocument();
    await user.type(screen.getByLabelText("skills"), "{Backspace}{Backspace}");
    expect(screen.queryByText("At most 2")).not.toBeInTheDocument();
    // Breaking a field again shows nothing until the next submit.
    await user.clear(title);
    expect(screen.queryByText("At least 5 characters")).not.toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });
});
