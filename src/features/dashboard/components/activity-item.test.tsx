import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { ActivityItem as Item } from "../lib/types";
import { activityFixture, personFixture } from "../test/fixtures";
import { ActivityItem } from "./activity-item";

function renderItem(overrides: Partial<Item> = {}) {
  const { container } = render(
    <MemoryRouter>
      <ActivityItem item={activityFixture(overrides)} />
    </MemoryRouter>,
  );
  return container.querySelector("p");
}

describe("ActivityItem", () => {
  it("says who applied to which project, with links and relative time", () => {
    const sentence = renderItem();
    expect(sentence).toHaveTextContent(
      "Ann Applicant applied to AI Health Companion",
    );
    expect(screen.getByRole("link", { name: "Ann Applicant" })).toHaveAttribute(
      "href",
      "/builders/pr2",
    );
    expect(
      screen.getByRole("link", { name: "AI Health Companion" }),
    ).toHaveAttribute("href", "/projects/p1");
    expect(screen.getByText("2 days ago")).toBeInTheDocument();
  });

  it("shows an applicant without a profile as plain text", () => {
    renderItem({ person: personFixture({ profileId: null }) });
    expect(screen.getByText("Ann Applicant")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ann Applicant" })).toBeNull();
  });

  it.each([
    [
      "application_accepted",
      "Your application to AI Health Companion was accepted",
    ],
    [
      "application_rejected",
      "Your application to AI Health Companion was not selected",
    ],
    ["project_created", "You created AI Health Companion"],
  ] as const)("words a %s event", (kind, text) => {
    const sentence = renderItem({ kind, person: null });
    expect(sentence).toHaveTextContent(text);
  });
});
