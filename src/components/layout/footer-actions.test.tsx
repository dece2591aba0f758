import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { AuthState } from "@/hooks/use-auth-state";
import { FooterActions } from "./footer-actions";

function renderActions(auth: AuthState) {
  render(
    <MemoryRouter>
      <FooterActions auth={auth} />
    </MemoryRouter>,
  );
}

describe("FooterActions", () => {
  it("offers visitors Sign up and Sign in", () => {
    renderActions("signedOut");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/sign-up",
    );
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/sign-in",
    );
  });

  it("offers members their dashboard instead", () => {
    renderActions("signedIn");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
  });

  it("shows no account links while the session loads", () => {
    renderActions("loading");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
