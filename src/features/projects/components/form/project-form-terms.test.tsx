import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  projectBasics,
  renderProjectForm,
} from "../../test/render-project-form";

describe("ProjectForm terms", () => {
  it("submits every term as chosen", async () => {
    const onSubmit = renderProjectForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Commitment"), "hours");
    await user.type(screen.getByLabelText("Hours a week"), "10");
    await user.selectOptions(
      screen.getByLabelText("Time zone"),
      "Europe/Berlin",
    );
    await user.selectOptions(
      screen.getByLabelText("To time zone (optional)"),
      "Asia/Tokyo",
    );
    await user.selectOptions(screen.getByLabelText("Remote"), "yes");
    await user.selectOptions(screen.getByLabelText("Compensation"), "equity");
    await user.type(screen.getByLabelText("Amount (optional)"), "1-2%");
    await user.selectOptions(screen.getByLabelText("Stage"), "prototype");
    await user.selectOptions(screen.getByLabelText("Duration"), "ongoing");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        commitment: { kind: "hours", hoursPerWeek: 10 },
        timeZones: { from: "Europe/Berlin", to: "Asia/Tokyo" },
        remoteOk: true,
        compensation: { kind: "equity", amount: "1-2%" },
        stage: "prototype",
        duration: "ongoing",
      }),
    );
  });

  it("takes one zone as a range from and to it, and full time without hours", async () => {
    const onSubmit = renderProjectForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Commitment"), "full-time");
    expect(screen.queryByLabelText("Hours a week")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Time zone"), "UTC");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        commitment: { kind: "full-time" },
        timeZones: { from: "UTC", to: "UTC" },
      }),
    );
  });

  it("shows the shared schema's message under hours out of range", async () => {
    const onSubmit = renderProjectForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Commitment"), "hours");
    const hours = screen.getByLabelText("Hours a week");
    await user.type(hours, "90");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(hours).toHaveAccessibleDescription(
      "Hours a week must be a whole number from 1 to 80",
    );
    expect(hours).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts from a project's terms on edit", () => {
    renderProjectForm({
      ...projectBasics,
      terms: {
        commitment: "hours",
        hoursPerWeek: "15",
        zoneFrom: "America/New_York",
        zoneTo: "",
        remoteOk: "no",
        compensation: "paid",
        amount: "$40/h",
        stage: "launched",
        duration: "1-3-months",
      },
    });
    expect(screen.getByLabelText("Hours a week")).toHaveValue(15);
    expect(screen.getByLabelText("Time zone")).toHaveValue("America/New_York");
    expect(screen.getByLabelText("Remote")).toHaveValue("no");
    expect(screen.getByLabelText("Amount (optional)")).toHaveValue("$40/h");
    expect(screen.getByLabelText("Stage")).toHaveValue("launched");
  });
});
