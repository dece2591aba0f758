import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS, ACTIVITY_ROLES } from "@convex/shared/activity";
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
      "applicationAccepted",
      "recipient",
      "Your application to AI Health Companion was accepted",
    ],
    [
      "applicationAccepted",
      "actor",
      "You accepted Ann Applicant's application to AI Health Companion",
    ],
    [
      "applicationRejected",
      "recipient",
      "Your application to AI Health Companion was not selected",
    ],
    [
      "applicationWithdrawn",
      "actor",
      "You withdrew your application to AI Health Companion",
    ],
    [
      "inviteReceived",
      "actor",
      "You invited Ann Applicant to apply to AI Health Companion",
    ],
    [
      "applicationExpired",
      "actor",
      "Your application to AI Health Companion expired",
    ],
    ["messageReceived", "recipient", "Ann Applicant sent you a message"],
    ["messageReceived", "actor", "You sent Ann Applicant a message"],
    ["projectCreated", "actor", "You created AI Health Companion"],
  ] as const)("words a %s event for the %s", (kind, role, text) => {
    const sentence = renderItem({ kind, role });
    expect(sentence).toHaveTextContent(text);
  });

  it("words every kind from both sides", () => {
    for (const kind of ACTIVITY_KINDS) {
      for (const role of ACTIVITY_ROLES) {
        const { container, unmount } = render(
          <MemoryRouter>
            <ActivityItem item={activityFixture({ kind, role })} />
          </MemoryRouter>,
        );
        expect(container.querySelector("p")?.textContent).not.toBe("");
        unmount();
      }
    }
  });

  it("shows a deleted project as plain words", () => {
    const sentence = renderItem({
      kind: "projectCreated",
      role: "actor",
      project: null,
    });
    expect(sentence).toHaveTextContent("You created a deleted project");
  });
});
