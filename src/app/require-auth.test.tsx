import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "@/hooks/use-auth-state";
import {
  leaveSignedOutTo,
  signedOutDestination,
} from "@/lib/signed-out-destination";
import { RequireAuth } from "./require-auth";

const auth = vi.hoisted((): { state: AuthState } => ({ state: "signedIn" }));
vi.mock("@/hooks/use-auth-state", () => ({ useAuthState: () => auth.state }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Guarded() {
  return (
    <MemoryRouter initialEntries={["/settings"]}>
      <Routes>
        <Route
          path="/settings"
          element={
            <RequireAuth fallback={<p>Loading</p>}>
              <p>Settings</p>
            </RequireAuth>
          }
        />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/sign-in" element={<p>Sign in page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
}

/** /settings behind its guard; `signOut` re-renders it signed out. */
function renderGuarded() {
  const view = render(<Guarded />);
  const signOut = () => {
    auth.state = "signedOut";
    view.rerender(<Guarded />);
  };
  return { signOut };
}

afterEach(() => {
  auth.state = "signedIn";
  leaveSignedOutTo(null);
});

describe("RequireAuth", () => {
  it("sends a page signed out under it to sign-in", () => {
    const { signOut } = renderGuarded();
    expect(screen.getByText("Settings")).toBeVisible();
    act(signOut);
    expect(screen.getByTestId("where")).toHaveTextContent("/sign-in");
  });

  it("ignores a way out set for another page", () => {
    const { signOut } = renderGuarded();
    leaveSignedOutTo({ from: "/dashboard", to: "/" });
    act(signOut);
    expect(screen.getByTestId("where")).toHaveTextContent("/sign-in");
  });

  it("sends it the way out a browser leaving this page set, once: leaving the page ends it", () => {
    const { signOut } = renderGuarded();
    leaveSignedOutTo({ from: "/settings", to: "/" });
    act(signOut);
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
    expect(screen.getByText("Home page")).toBeVisible();
    expect(signedOutDestination("/settings")).toBeNull();
  });
});
