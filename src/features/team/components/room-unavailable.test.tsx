import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ConnectionLostError } from "@/lib/connection-lost";
import { RoomUnavailable } from "./room-unavailable";

function show(error: unknown, wasIn = false, retry = vi.fn()) {
  render(
    <MemoryRouter>
      <RoomUnavailable
        error={error}
        wasIn={wasIn}
        projectId="p1"
        retry={retry}
      />
    </MemoryRouter>,
  );
  return retry;
}

const refused = (code: string) => new ConvexError({ code, message: code });

describe("RoomUnavailable", () => {
  it("tells a member removed while the room was open, with a way to the dashboard", () => {
    show(refused("FORBIDDEN"), true);
    expect(
      screen.getByRole("heading", { name: "You were removed from this team" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Go to your dashboard" }),
    ).toHaveAttribute("href", "/dashboard");
  });

  it("tells anyone else the room is the team's, with a way back to the project", () => {
    show(refused("FORBIDDEN"));
    expect(
      screen.getByRole("heading", {
        name: "This room is for the project's team",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Back to the project" }),
    ).toHaveAttribute("href", "/projects/p1");
  });

  it.each([
    ["NOT_FOUND", refused("NOT_FOUND")],
    ["a wrong id", new Error("ArgumentValidationError")],
  ])("shows the project page's not found for %s", (_what, error) => {
    show(error);
    expect(
      screen.getByRole("heading", { name: "Project not found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Browse Projects" }),
    ).toHaveAttribute("href", "/projects");
  });

  it("offers Try again when the connection was lost", async () => {
    const retry = show(new ConnectionLostError());
    expect(
      screen.getByRole("heading", { name: "The room could not be loaded" }),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
