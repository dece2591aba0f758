import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SignInPanel, type SignInStep } from "./sign-in-panel";

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
const CODE = "12345678";

function renderPanel(initial?: SignInStep) {
  render(
    <MemoryRouter>
      <SignInPanel initial={initial} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** What the backend was asked, in order: each call's params. */
const asked = () =>
  signIn.mock.calls.map(([, params]) => params as Record<string, unknown>);

beforeEach(() => {
  signIn.mockReset();
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe("SignInPanel", () => {
  it("opens on the code step after sign-up; the code signs in", async () => {
    signIn.mockResolvedValue({ signingIn: true });
    const user = renderPanel({ kind: "code", email: EMAIL });
    expect(
      screen.getByText(/Enter the code from the email we sent to/),
    ).toHaveTextContent(EMAIL);
    await user.type(screen.getByLabelText("Code from the email"), CODE);
    await user.click(
      screen.getByRole("button", { name: "Verify and sign in" }),
    );
    expect(asked()).toEqual([
      { flow: "email-verification", email: EMAIL, code: CODE },
    ]);
    expect(toast.success).toHaveBeenCalledWith("Email verified", {
      description: "You've successfully signed in.",
    });
  });

  it("a sign-in that finds the email unverified asks for the code, and sends no new one unasked", async () => {
    signIn.mockResolvedValue({ signingIn: false });
    const user = renderPanel({ kind: "password", email: EMAIL });
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByLabelText("Code from the email")).toBeVisible();
    expect(asked()).toHaveLength(1);
    expect(asked()[0]).not.toHaveProperty("newCode");
    // "Send a new code" asks for one with the password just typed.
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(asked()[1]).toMatchObject({
      flow: "signIn",
      email: EMAIL,
      password: "secret1",
      newCode: true,
    });
    const [title, options] = toast.success.mock.lastCall as [
      string,
      { description: string },
    ];
    expect(title).toBe("New code sent");
    expect(options.description).toContain(
      "Codes from earlier emails no longer work.",
    );
  });

  it("without the password at hand, 'Send a new code' asks for it first", async () => {
    signIn.mockResolvedValue({ signingIn: false });
    const user = renderPanel({ kind: "code", email: EMAIL });
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(
      screen.getByText(/we will email you a new code/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue(EMAIL);
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(asked()).toEqual([
      expect.objectContaining({ email: EMAIL, newCode: true }),
    ]);
    expect(await screen.findByLabelText("Code from the email")).toBeVisible();
  });

  it("shows a wrong password and logs nothing: it is an expected failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    signIn.mockRejectedValue(
      new ConvexError({
        code: "INVALID_CREDENTIALS",
        message: "Invalid email or password.",
      }),
    );
    const user = renderPanel({ kind: "password", email: EMAIL });
    await user.type(screen.getByLabelText("Password"), "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByRole("button", { name: "Sign in" }),
    ).toBeEnabled();
    expect(toast.error).toHaveBeenCalledWith(
      "Sign in failed",
      expect.objectContaining({ description: "Invalid email or password." }),
    );
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
