import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedOutDestination } from "@/lib/signed-out-destination";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { AccountSettings } from "./account-settings";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));
const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("@convex-dev/auth/react", () => ({
  useAuthActions: () => ({ signOut }),
}));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  info: vi.fn(),
  error: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("@/lib/toast", () => ({ toast }));

const EMAIL = "ada@example.com";
const deleteCalls = () =>
  state.mutations["account:deleteAccount"]?.mock.calls ?? [];

function renderSettings() {
  render(
    <MemoryRouter initialEntries={["/settings"]}>
      <Routes>
        <Route path="/settings" element={<AccountSettings />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Delete account" }));
  return screen.getByRole("alertdialog", { name: "Delete your account?" });
}

beforeEach(() => {
  state.queries = {
    "profiles:me": {
      _id: "p1",
      email: EMAIL,
      name: "Ada Lovelace",
      userId: "u1",
      avatarUrl: null,
    },
  };
  state.mutations = {};
  signOut.mockClear();
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe("Settings' Account section: Delete account", () => {
  it("opens an alert dialog saying what is deleted and what stays", async () => {
    const user = renderSettings();
    expect(screen.getByRole("heading", { name: "Account" })).toBeVisible();
    const dialog = await openDialog(user);
    expect(
      within(dialog).getByRole("heading", { name: "What is deleted" }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole("heading", { name: "What stays" }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent("Deleted member");
  });

  it("keeps Delete disabled until the email typed is the account's (any case)", async () => {
    const user = renderSettings();
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole("button", {
      name: "Delete my account",
    });
    await user.type(within(dialog).getByLabelText("Your password"), "secret1");
    expect(confirm).toBeDisabled();
    const email = within(dialog).getByLabelText("Type your email to confirm");
    await user.type(email, "ada@example.co");
    expect(confirm).toBeDisabled();
    await user.clear(email);
    await user.type(email, "Ada@Example.com");
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(deleteCalls()).toEqual([
        [{ password: "secret1", email: "Ada@Example.com" }],
      ]),
    );
  });

  it("shows a wrong password under the password field and stays open", async () => {
    state.mutations["account:deleteAccount"] = vi.fn(() =>
      Promise.reject(
        new ConvexError({
          code: "INVALID_CREDENTIALS",
          message: "That password is not right.",
        }),
      ),
    );
    const user = renderSettings();
    const dialog = await openDialog(user);
    const password = within(dialog).getByLabelText("Your password");
    await user.type(password, "wrong");
    await user.type(
      within(dialog).getByLabelText("Type your email to confirm"),
      EMAIL,
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Delete my account" }),
    );
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        "That password is not right.",
      ),
    );
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(signOut).not.toHaveBeenCalled();
    expect(signedOutDestination("/settings")).toBeNull();
    expect(screen.getByRole("alertdialog")).toBeVisible();
  });

  it("lands on the home page, signs the browser out and says so; while it runs a signed-out guard's way out is home", async () => {
    let wayOutDuringDeletion: string | null = null;
    state.mutations["account:deleteAccount"] = vi.fn(() => {
      wayOutDuringDeletion = signedOutDestination("/settings");
      return Promise.resolve(null);
    });
    const user = renderSettings();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Your password"), "secret1");
    await user.type(
      within(dialog).getByLabelText("Type your email to confirm"),
      EMAIL,
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Delete my account" }),
    );
    expect(await screen.findByText("Home page")).toBeVisible();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(wayOutDuringDeletion).toBe("/");
    expect(toast.success).toHaveBeenCalledWith("Your account was deleted.");
  });
});
