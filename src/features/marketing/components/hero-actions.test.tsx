import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { HeroActions } from "./hero-actions";
import type { AuthState } from "@/hooks/use-auth-state";

function renderActions(auth: AuthState) {
  render(
    <MemoryRouter>
      <HeroActions auth={auth} />
    </MemoryRouter>,
  );
}

describe("HeroActions", () => {
  it("offers visitors Get Started and Explore Projects", () => {
    renderActions("signedOut");
    expect(screen.getByRole("link", { name: /get started/i })).toHaveAttribute(
      "href",
      "/sign-up",
    );
    expect(
      screen.getByRole("link", { name: "Explore Projects" }),
    ).toHaveAttribute("href", "/projects");
  });

  it("offers members Dashboard and Find Collaborators", () => {
    renderActions("signedIn");
    expect(screen.getByRole("link", { name: /dashboard/i })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(
      screen.getByRole("link", { name: "Find Collaborators" }),
    ).toHaveAttribute("href", "/projects");
    expect(screen.queryByRole("link", { name: /get started/i })).toBeNull();
  });

  it("shows no buttons while the session loads", () => {
    renderActions("loading");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
