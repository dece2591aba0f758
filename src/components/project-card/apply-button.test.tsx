import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { AuthState } from "@/hooks/use-auth-state";
import { projectFixture } from "@/test/fixtures";
import { ApplyButton } from "./apply-button";

function renderButton(
  auth: AuthState,
  overrides: Parameters<typeof projectFixture>[0] = {},
) {
  const onApply = vi.fn();
  render(
    <MemoryRouter>
      <ApplyButton
        project={projectFixture(overrides)}
        auth={auth}
        onApply={onApply}
      />
    </MemoryRouter>,
  );
  return onApply;
}

describe("ApplyButton", () => {
  it("sends visitors to sign-in", () => {
    renderButton("signedOut");
    expect(screen.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/sign-in",
    );
  });

  it("applies for a signed-in non-owner", async () => {
    const onApply = renderButton("signedIn");
    await userEvent.click(screen.getByRole("button", { name: "Apply Now" }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it("is disabled for the project's creator", () => {
    renderButton("signedIn", { isOwner: true });
    expect(screen.getByRole("button", { name: "Apply Now" })).toBeDisabled();
  });

  it("shows the status once applied", () => {
    renderButton("signedIn", { viewerApplicationStatus: "rejected" });
    expect(
      screen.getByRole("status", { name: "Applied · Not Selected" }),
    ).toHaveTextContent("AppliedNot Selected");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers Apply Again after an application expired", async () => {
    const onApply = renderButton("signedIn", {
      viewerApplicationStatus: "expired",
    });
    await userEvent.click(screen.getByRole("button", { name: "Apply Again" }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it.each([
    ["signedIn", "full", "Team full"],
    ["signedOut", "full", "Team full"],
    ["signedIn", "completed", "Completed"],
    ["signedOut", "completed", "Completed"],
    ["signedOut", "closed", "Closed"],
  ] as const)(
    "offers no Apply on a project that is not recruiting (%s, %s)",
    (auth, status, words) => {
      // A completed project may still have a seat it never filled.
      renderButton(auth, { status, seatsLeft: status === "full" ? 0 : 1 });
      expect(screen.getByText(words)).toBeVisible();
      expect(screen.queryByRole("button")).toBeNull();
      expect(screen.queryByRole("link")).toBeNull();
    },
  );
});
