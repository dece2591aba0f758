import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Bell } from "lucide-react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { UnreadNavLink } from "./unread-nav-link";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLink(unread: number, onNavigate?: () => void) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/"]}>
      <UnreadNavLink
        to="/notifications"
        icon={Bell}
        name="Notifications"
        unread={unread}
        onNavigate={onNavigate}
      />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe("UnreadNavLink", () => {
  it("names the unread count, shows it capped, and navigates", async () => {
    const onNavigate = vi.fn();
    const user = renderLink(120, onNavigate);
    const link = screen.getByRole("link", {
      name: "Notifications, 120 unread",
    });
    expect(link).toHaveTextContent("Notifications99+");
    await user.click(link);
    expect(screen.getByTestId("where")).toHaveTextContent("/notifications");
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it("shows no count while nothing is unread", () => {
    renderLink(0);
    expect(
      screen.getByRole("link", { name: "Notifications" }),
    ).toHaveTextContent(/^Notifications$/);
  });
});
