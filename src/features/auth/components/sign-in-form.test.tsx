import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { SignInForm } from "./sign-in-form";

function renderForm(onSubmit = vi.fn(() => Promise.resolve())) {
  render(
    <MemoryRouter>
      <SignInForm onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe("SignInForm", () => {
  it("submits the trimmed email and the password", async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "  ada@example.com ");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: "ada@example.com",
      password: "secret1",
    });
  });

  it("shows its fields' errors beside them, and drops each once the field is valid", async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText("Password");
    await user.type(email, "ada@");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    expect(password).toHaveAccessibleDescription("Please enter a password");
    await user.type(email, "example.com");
    expect(email).toHaveAttribute("aria-invalid", "false");
    expect(
      screen.queryByText("Please enter a valid email address"),
    ).not.toBeInTheDocument();
    await user.type(password, "s");
    expect(
      screen.queryByText("Please enter a password"),
    ).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("fills in a given email and focuses the password", () => {
    render(
      <MemoryRouter>
        <SignInForm onSubmit={vi.fn()} defaultEmail="ada@example.com" />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });

  it("is busy and disabled while signing in", async () => {
    let finish = () => {};
    const pending = new Promise<void>((resolve) => (finish = resolve));
    renderForm(vi.fn(() => pending));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      screen.getByRole("button", { name: "Signing in..." }),
    ).toBeDisabled();
    finish();
    expect(
      await screen.findByRole("button", { name: "Sign in" }),
    ).toBeEnabled();
  });

  it("shows and hides the password", async () => {
    renderForm();
    const user = userEvent.setup();
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("links to password help and to sign-up", () => {
    renderForm();
    expect(
      screen.getByRole("link", { name: "Forgot password?" }),
    ).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/sign-up",
    );
  });
});
