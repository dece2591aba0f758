import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ResetPasswordForm } from "./reset-password-form";

function renderForm(onSubmit = vi.fn(() => Promise.resolve())) {
  render(
    <ResetPasswordForm
      email="ada@example.com"
      onSubmit={onSubmit}
      onResend={vi.fn(() => Promise.resolve())}
      onBack={vi.fn()}
    />,
  );
  return onSubmit;
}

const field = {
  code: () => screen.getByLabelText("Code from the email"),
  password: () => screen.getByLabelText("New password"),
  confirm: () => screen.getByLabelText("Confirm new password"),
};

describe("ResetPasswordForm", () => {
  it("shows each field's error on submit and drops it once the field is valid", async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(field.code(), "1234");
    await user.type(field.password(), "brand-new-pw7");
    await user.type(field.confirm(), "brand-new-pw8");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(field.code()).toHaveFocus();
    expect(field.code()).toHaveAccessibleDescription(
      "The code is the 8 digits from the email",
    );
    expect(field.confirm()).toHaveAccessibleDescription(
      "Please make sure your passwords match.",
    );

    await user.type(field.code(), "5678");
    expect(field.code()).toHaveAttribute("aria-invalid", "false");
    expect(
      screen.queryByText("The code is the 8 digits from the email"),
    ).not.toBeInTheDocument();
    await user.type(field.confirm(), "{Backspace}7");
    expect(
      screen.queryByText("Please make sure your passwords match."),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(onSubmit).toHaveBeenCalledWith({
      code: "12345678",
      newPassword: "brand-new-pw7",
    });
  });
});
