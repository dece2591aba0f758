import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkFormData, WorkFormValues } from "../lib/work-form";
import { WorkSettingsForm } from "./work-settings-form";

type Submit = (data: WorkFormData) => Promise<void>;

const saved: WorkFormValues = {
  availability: "open",
  hoursPerWeek: "10",
  timeZone: "Europe/Berlin",
};

function renderForm(onSubmit: Submit, initialValues = saved) {
  const user = userEvent.setup();
  render(
    <WorkSettingsForm initialValues={initialValues} onSubmit={onSubmit} />,
  );
  return user;
}

const hours = () => screen.getByLabelText("Hours a week");
const zone = () => screen.getByLabelText("Time zone");
const save = () => screen.getByRole("button", { name: "Save work details" });

afterEach(() => vi.restoreAllMocks());

describe("WorkSettingsForm", () => {
  it("starts from the saved availability, hours and time zone", () => {
    renderForm(vi.fn<Submit>());
    expect(
      screen.getByRole("radiogroup", { name: "Availability" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("radio", { name: /Open to projects/ }),
    ).toBeChecked();
    expect(hours()).toHaveValue("10");
    expect(zone()).toHaveValue("Europe/Berlin");
  });

  it("shows the shared schema's error for hours out of range, focuses it and does not save", async () => {
    const onSubmit = vi.fn<Submit>();
    const user = renderForm(onSubmit);
    await user.clear(hours());
    await user.type(hours(), "90");
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(hours()).toHaveAttribute("aria-invalid", "true");
    expect(hours()).toHaveAccessibleDescription(
      "Hours a week must be a whole number from 1 to 80",
    );
    expect(hours()).toHaveFocus();
    // The error leaves once the field is valid again.
    await user.clear(hours());
    await user.type(hours(), "20");
    expect(hours()).toHaveAttribute("aria-invalid", "false");
  });

  it("refuses hours that are not a whole number", async () => {
    const onSubmit = vi.fn<Submit>();
    const user = renderForm(onSubmit);
    await user.clear(hours());
    await user.type(hours(), "7.5");
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(hours()).toHaveAccessibleDescription(
      "Hours a week must be a whole number from 1 to 80",
    );
  });

  it("saves the chosen availability, hours as a number and the zone", async () => {
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole("radio", { name: /Busy/ }));
    await user.clear(hours());
    await user.type(hours(), " 25 ");
    await user.selectOptions(zone(), "Asia/Tokyo");
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      availability: "busy",
      hoursPerWeek: 25,
      timeZone: "Asia/Tokyo",
    });
    expect(hours()).toHaveValue("25");
  });

  it("clears hours and time zone with null when left empty", async () => {
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole("radio", { name: /Not looking/ }));
    await user.clear(hours());
    await user.selectOptions(zone(), "");
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      availability: "not-looking",
      hoursPerWeek: null,
      timeZone: null,
    });
  });

  it("takes the browser's zone with one button", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "America/New_York",
    });
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    const user = renderForm(onSubmit, { ...saved, timeZone: null });
    expect(zone()).toHaveValue("");
    await user.click(
      screen.getByRole("button", { name: "Use my browser's zone" }),
    );
    expect(zone()).toHaveValue("America/New_York");
    await user.click(save());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ timeZone: "America/New_York" }),
      ),
    );
  });
});
