import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  leaveSignedOutTo,
  signedOutDestination,
} from "@/lib/signed-out-destination";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { UserMenu } from "./user-menu";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {
    "profiles:me": { name: "Ada Lovelace", userId: "u1", avatarUrl: null },
    "moderation:amOperator": false,
  },
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));
const wayOutAtSignOut = vi.hoisted(() => ({ value: null as string | null }));
const signOut = vi.hoisted(() =>
  vi.fn(() => {
    wayOutAtSignOut.value = signedOutDestination("/dashboard");
    return Promise.resolve();
  }),
);
vi.mock("@convex-dev/auth/react", () => ({
  useAuthActions: () => ({ signOut }),
}));

afterEach(() => leaveSignedOutTo(null));

describe("UserMenu", () => {
  it("logs out to the home page, and a member-only page signed out first follows there", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Routes>
          <Route path="/dashboard" element={<UserMenu />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    screen.getByRole("button", { name: /Account menu/ }).focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByText("Home page")).toBeVisible();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(wayOutAtSignOut.value).toBe("/");
  });
});
