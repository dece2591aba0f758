import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { WorkSettingsCard } from "./work-settings-card";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/lib/toast", () => ({ toast: toasts }));

beforeEach(() => {
  state.queries = {
    "profiles:me": {
      _id: "p1",
      availability: "open",
      hoursPerWeek: null,
      timeZone: null,
    },
  };
  state.mutations = {};
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe("WorkSettingsCard", () => {
  it("saves only the work fields with profiles.update and says so", async () => {
    render(<WorkSettingsCard />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: /Busy/ }));
    await user.type(screen.getByLabelText("Hours a week"), "20");
    await user.selectOptions(screen.getByLabelText("Time zone"), "UTC");
    await user.click(screen.getByRole("button", { name: "Save work details" }));
    await waitFor(() =>
      expect(state.mutations["profiles:update"]?.mock.calls).toEqual([
        [{ availability: "busy", hoursPerWeek: 20, timeZone: "UTC" }],
      ]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        "Work details saved",
        expect.anything(),
      ),
    );
  });

  it("tells what went wrong when saving fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    state.mutations["profiles:update"] = vi.fn(() =>
      Promise.reject(new Error("offline")),
    );
    render(<WorkSettingsCard />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save work details" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        "Could not save your work details",
        expect.anything(),
      ),
    );
  });
});
