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
  applying = false,
) {
  const onApply = vi.fn();
  render(
    <MemoryRouter>
      <ApplyButton
        project={projectFixture(overrides)}
        auth={auth}
        applying={applying}
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

  it("is 'Applying...' and disabled while the request runs", () => {
    renderButton("signedIn", {}, true);
    expect(screen.getByRole("button", { name: "Applying..." })).toBeDisabled();
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

  it("refuses a full project", () => {
    renderButton("signedIn", { status: "full", seatsLeft: 0 });
    expect(
      screen.getByRole("button", { name: "No open positions" }),
    ).toBeDisabled();
  });
});
