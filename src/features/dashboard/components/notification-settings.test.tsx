import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATION_KINDS } from "@convex/shared/constants";
import { NOTIFICATION_DEFAULTS } from "@convex/shared/notificationPreferences";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { NotificationSettings } from "./notification-settings";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const defaults = NOTIFICATION_KINDS.map((kind) => ({
  kind,
  ...NOTIFICATION_DEFAULTS[kind],
}));

function renderSection() {
  render(
    <>
      <NotificationSettings />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  state.queries = {};
  state.mutations = {};
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("NotificationSettings", () => {
  it("shows a skeleton while loading", () => {
    renderSection();
    expect(
      screen.getByLabelText("Loading notification settings"),
    ).toBeInTheDocument();
  });

  it("lists every kind in plain words with its in-app and email choice", () => {
    state.queries["notificationPreferences:mine"] = defaults;
    renderSection();
    expect(screen.getAllByRole("row")).toHaveLength(
      NOTIFICATION_KINDS.length + 1,
    );
    expect(
      screen.getByRole("checkbox", {
        name: "Email: Your application is accepted",
      }),
    ).toBeChecked();
    expect(
      screen.getByRole("checkbox", {
        name: "Email: Someone sends you a message",
      }),
    ).not.toBeChecked();
    expect(
      screen.getByRole("checkbox", {
        name: "In-app: Someone sends you a message",
      }),
    ).toBeChecked();
  });

  it("saves a change at once, keeping the other channel, with a toast", async () => {
    state.queries["notificationPreferences:mine"] = defaults;
    const user = renderSection();
    await user.click(
      screen.getByRole("checkbox", {
        name: "In-app: Someone sends you a message",
      }),
    );
    expect(state.mutations["notificationPreferences:set"]).toHaveBeenCalledWith(
      { kind: "messageReceived", inApp: false, email: false },
    );
    expect(
      await screen.findByText("Notification settings saved"),
    ).toBeInTheDocument();
  });

  it("moves a box the moment it is clicked, before the server answers", async () => {
    state.queries["notificationPreferences:mine"] = defaults;
    let answer = () => {};
    state.mutations["notificationPreferences:set"] = vi.fn(
      () =>
        new Promise<null>((resolve) => {
          answer = () => resolve(null);
        }),
    );
    const user = renderSection();
    const box = screen.getByRole("checkbox", {
      name: "Email: Someone sends you a message",
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    // The other boxes stay as they were.
    expect(
      screen.getByRole("checkbox", {
        name: "In-app: Someone sends you a message",
      }),
    ).toBeChecked();
    await act(async () => {
      answer();
      await Promise.resolve();
    });
  });

  it("puts the box back and says so when saving fails", async () => {
    state.queries["notificationPreferences:mine"] = defaults;
    let fail = () => {};
    state.mutations["notificationPreferences:set"] = vi.fn(
      () =>
        new Promise<null>((_, reject) => {
          fail = () => reject(new Error("offline"));
        }),
    );
    const user = renderSection();
    const box = screen.getByRole("checkbox", {
      name: "Email: You are invited to apply",
    });
    const before = (box as HTMLInputElement).checked;
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(!before);
    act(() => fail());
    expect(
      await screen.findByText("Could not save your notification settings"),
    ).toBeInTheDocument();
    expect((box as HTMLInputElement).checked).toBe(before);
  });

  it("says so when saving fails", async () => {
    state.queries["notificationPreferences:mine"] = defaults;
    state.mutations["notificationPreferences:set"] = vi.fn(() =>
      Promise.reject(new Error("offline")),
    );
    const user = renderSection();
    await user.click(
      screen.getByRole("checkbox", { name: "Email: You are invited to apply" }),
    );
    expect(
      await screen.findByText("Could not save your notification settings"),
    ).toBeInTheDocument();
  });
});
