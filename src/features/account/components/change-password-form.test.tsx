import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ERROR_MESSAGES } from "@convex/shared/errors";
import type { PasswordChangeValues } from "../lib/password-change-rules";
import type { SubmitOutcome } from "../lib/submit-outcome";
import { ChangePasswordForm } from "./change-password-form";

type Outcome = SubmitOutcome<keyof PasswordChangeValues>;

const field = {
  current: () => screen.getByLabelText("Current password"),
  next: () => screen.getByLabelText("New password"),
  confirm: () => screen.getByLabelText("Confirm new password"),
};

async function fillAndSubmit(current: string) {
  const user = userEvent.setup();
  await user.type(field.current(), current);
  await user.type(field.next(), "fresh-secret8");
  await user.type(field.confirm(), "fresh-secret8");
  await user.click(screen.getByRole("button", { name: "Change password" }));
  return user;
}

describe("ChangePasswordForm", () => {
  it("shows the server's wrong-password error beside the current password, focused, until it is edited", async () => {
    const onSubmit = vi.fn((): Promise<Outcome> =>
      Promise.resolve({
        saved: false,
        errors: { currentPassword: ERROR_MESSAGES.wrongPassword },
      }),
    );
    render(<ChangePasswordForm email="ada@example.com" onSubmit={onSubmit} />);

    const user = await fillAndSubmit("not-it");

    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: "not-it",
      newPassword: "fresh-secret8",
      confirmPassword: "fresh-secret8",
    });
    expect(field.current()).toHaveFocus();
    expect(field.current()).toHaveAccessibleDescription(
      ERROR_MESSAGES.wrongPassword,
    );
    expect(field.next()).toHaveValue("fresh-secret8");

    await user.type(field.current(), "x");
    expect(
      screen.queryByText(ERROR_MESSAGES.wrongPassword),
    ).not.toBeInTheDocument();
  });

  it("empties the form once the password is changed", async () => {
    const onSubmit = vi.fn((): Promise<Outcome> =>
      Promise.resolve({ saved: true }),
    );
    render(<ChangePasswordForm email="ada@example.com" onSubmit={onSubmit} />);

    await fillAndSubmit("old-secret1");

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(field.current()).toHaveValue("");
    expect(field.next()).toHaveValue("");
    expect(field.confirm()).toHaveValue("");
  });
});
