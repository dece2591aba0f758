import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { DashboardTabs } from "./dashboard-tabs";

const panels = {
  overview: <p>Overview panel</p>,
  projects: <p>Projects panel</p>,
  collaborations: <p>Collaborations panel</p>,
  applications: <p>Applications panel</p>,
  settings: <p>Settings panel</p>,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderAt(url: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <DashboardTabs panels={panels} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return user;
}

const search = () => screen.getByTestId("location").textContent;
const tab = (name: string) => screen.getByRole("tab", { name });

describe("DashboardTabs", () => {
  it("shows the five tabs, on the overview by default", () => {
    renderAt("/dashboard");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Overview",
      "My Projects",
      "Collaborations",
      "Applications",
      "Settings",
    ]);
    expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Overview panel");
  });

  it("opens the tab named by ?tab=", () => {
    renderAt("/dashboard?tab=applications");
    expect(tab("Applications")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent(
      "Applications panel",
    );
  });

  it("falls back to the overview for an unknown ?tab=", () => {
    renderAt("/dashboard?tab=nope");
    expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
  });

  it("writes the chosen tab to the URL, and drops it for the overview", async () => {
    const user = renderAt("/dashboard?ref=mail");
    await user.click(tab("Collaborations"));
    expect(search()).toBe("?ref=mail&tab=collaborations");
    expect(screen.getByRole("tabpanel")).toHaveTextContent(
      "Collaborations panel",
    );
    await user.click(tab("Overview"));
    expect(search()).toBe("?ref=mail");
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = renderAt("/dashboard?tab=projects");
    await user.click(tab("My Projects"));
    await user.keyboard("{ArrowRight}");
    expect(tab("Collaborations")).toHaveFocus();
    // Radix moves focus on a timer; the URL follows the focused tab.
    await waitFor(() => expect(search()).toBe("?tab=collaborations"));
    await user.keyboard("{End}");
    expect(tab("Settings")).toHaveFocus();
    await waitFor(() => expect(search()).toBe("?tab=settings"));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Settings panel");
  });
});
