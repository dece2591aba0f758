import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { TeamRoomSummary } from "@/lib/api-types";
import { TeamRoomRow } from "./team-room-row";

const projectId = "p123" as Id<"projects">;

function room(fields: Partial<TeamRoomSummary> = {}): TeamRoomSummary {
  return {
    projectId,
    title: "Trail Buddy",
    unread: 0,
    lastMessageAt: Date.now() - 5 * 60 * 1000,
    lastMessagePreview: "Standup at nine",
    lastFromViewer: false,
    ...fields,
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderRow(summary: TeamRoomSummary) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/messages"]}>
      <TeamRoomRow room={summary} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe("TeamRoomRow", () => {
  it("names the project as a team room, shows the latest message and when, and opens the room", async () => {
    const user = renderRow(room());
    const link = screen.getByRole("link", {
      name: /Trail Buddy\s*, team room/,
    });
    expect(link).toHaveTextContent("Standup at nine");
    expect(link).toHaveTextContent("5 minutes ago");
    expect(screen.queryByLabelText(/unread/)).toBeNull();
    await user.click(link);
    expect(screen.getByTestId("where")).toHaveTextContent(
      `/projects/${projectId}/team`,
    );
  });

  it("marks unread rooms with their count, and the viewer's own last message", () => {
    renderRow(room({ unread: 3, lastFromViewer: true }));
    expect(screen.getByLabelText("3 unread")).toHaveTextContent("3");
    expect(screen.getByRole("link")).toHaveTextContent("You: Standup at nine");
    expect(screen.getByText("Trail Buddy")).toHaveClass("font-semibold");
  });
});
