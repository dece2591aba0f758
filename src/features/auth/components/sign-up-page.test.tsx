import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SignInPage } from "./sign-in-page";
import { SignUpPage } from "./sign-up-page";

const signIn = vi.hoisted(() => vi.fn());
vi.mock("@convex-dev/auth/react", () => ({
  useAuthActions: () => ({ signIn }),
}));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  info: vi.fn(),
  error: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("@/lib/toast", () => ({ toast }));

const EMAIL = "ada@example.com";

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/sign-up"]}>
      <Routes>
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/sign-in" element={<SignInPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = {
  name: () => screen.getByLabelText("Full name"),
  email: () => screen.getByLabelText("Email"),
  password: () => screen.getByLabelText("Password"),
  confirm: () => screen.getByLabelText("Confirm password"),
};

async function fillStep1(
  user: ReturnType<typeof userEvent.setup>,
  confirm = "violet-harbor-42",
) {
  await user.type(field.name(), "Ada Lovelace");
  await user.type(field.email(), EMAIL);
  await user.type(field.password(), "violet-harbor-42");
  await user.type(field.confirm(), confirm);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

beforeEach(() => {
  signIn.mockReset();
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe("SignUpPage", () => {
  it("titles the tab", () => {
    renderPage();
    expect(document.title).toBe("Sign up · Buildmates");
  });

  it("shows step 1's errors beside their fields, with the spec's toast, and drops each once fixed", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(field.name()).toHaveFocus();
    expect(field.name()).toHaveAccessibleDescription(
      "Please enter your full name",
    );
    expect(field.email()).toHaveAttribute("aria-invalid", "true");
    await user.type(field.name(), "Ada Lovelace");
    expect(field.name()).toHaveAttribute("aria-invalid", "false");
    await user.type(field.email(), EMAIL);
    await user.type(field.password(), "violet-harbor-42");
    await user.type(field.confirm(), "violet-harbor-24");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(field.confirm()).toHaveFocus();
    expect(field.confirm()).toHaveAccessibleDescription(
      "Please make sure your passwords match.",
    );
    expect(toast.error).toHaveBeenLastCalledWith(
      "Passwords do not match",
      expect.objectContaining({
        description: "Please make sure your passwords match.",
      }),
    );
    await user.clear(field.confirm());
    await user.type(field.confirm(), "violet-harbor-42");
    expect(field.confirm()).toHaveAttribute("aria-invalid", "false");
    expect(
      screen.queryByText("Please make sure your passwords match."),
    ).not.toBeInTheDocument();
  });

  it("shows a server's refusal of Create Account in an alert, and the spec's toast", async () => {
    signIn.mockRejectedValue(
      new ConvexError({
        code: "INVALID_INPUT",
        message: "Please choose expertise from the list",
      }),
    );
    const user = renderPage();
    await fillStep1(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please choose expertise from the list",
    );
    expect(toast.error).toHaveBeenCalledWith(
      "Sign up failed",
      expect.objectContaining({
        description: "Please choose expertise from the list",
      }),
    );
  });

  it("after Create Account, /sign-in asks for the code from the email", async () => {
    signIn.mockResolvedValue({ signingIn: false });
    const user = renderPage();
    await fillStep1(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByLabelText("Code from the email")).toBeVisible();
    expect(
      screen.getByText(/Enter the code from the email we sent to/),
    ).toHaveTextContent(EMAIL);
    expect(toast.success).toHaveBeenCalledWith("Account created", {
      description: "Please check your email to verify your account.",
    });
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});
