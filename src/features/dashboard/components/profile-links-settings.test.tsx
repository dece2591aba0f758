import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { ProfileLinksSettings } from "./profile-links-settings";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const saved = () => state.mutations["profiles:updateLinks"]?.mock.calls;

beforeEach(() => {
  state.queries = {
    "profiles:me": { _id: "p1" },
    "builders:get": { _id: "p1", links: { github: "https://github.com/nora" } },
  };
  state.mutations = {};
});

describe("ProfileLinksSettings", () => {
  it("takes an address without a scheme as https, and shows what it saved", async () => {
    render(<ProfileLinksSettings />);
    const user = userEvent.setup();
    const website = screen.getByLabelText("Website");
    await user.type(website, "nora.dev");
    await user.click(screen.getByRole("button", { name: "Save links" }));
    await waitFor(() =>
      expect(saved()).toEqual([
        [
          {
            website: "https://nora.dev",
            github: "https://github.com/nora",
            linkedin: "",
          },
        ],
      ]),
    );
    expect(website).toHaveValue("https://nora.dev");
  });

  it("shows a refused address's error beside it, and drops it once the address is valid", async () => {
    render(<ProfileLinksSettings />);
    const user = userEvent.setup();
    const website = screen.getByLabelText("Website");
    await user.type(website, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save links" }));
    expect(website).toHaveAttribute("aria-invalid", "true");
    expect(website).toHaveAccessibleDescription(/Website: use a web address/);
    expect(website).toHaveFocus();
    expect(saved() ?? []).toEqual([]);
    await user.clear(website);
    await user.type(website, "nora.dev");
    expect(website).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(/use a web address/)).not.toBeInTheDocument();
  });
});
