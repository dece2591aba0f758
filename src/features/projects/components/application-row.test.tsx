import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { ProjectApplication } from "@/lib/api-types";
import { ApplicationRow } from "./application-row";

const application = (
  status: ProjectApplication["status"],
): ProjectApplication => ({
  _id: "a1" as Id<"applications">,
  status,
  message: "I'd love to help with the voice pipeline.",
  closedBecause: null,
  createdAt: Date.now() - 60_000,
  decidedAt: status === "pending" ? null : Date.now(),
  role: { key: "r1", title: "" },
  attachment: null,
  applicant: {
    id: "u2" as Id<"users">,
    profileId: "pr2" as Id<"profiles">,
    name: "Leo Tanaka",
    username: "leo",
    role: "ML Engineer",
    avatarUrl: null,
    skills: ["Python", "PyTorch", "Whisper", "FastAPI"],
  },
});

function renderRow(
  status: ProjectApplication["status"],
  acceptBlocked: string | null = null,
) {
  const onDecide = vi.fn();
  render(
    <ul>
      <ApplicationRow
        application={application(status)}
        deciding={null}
        acceptBlocked={acceptBlocked}
        onDecide={onDecide}
      />
    </ul>,
  );
  return onDecide;
}

describe("ApplicationRow", () => {
  it("shows the applicant's summary and message", () => {
    renderRow("pending");
    expect(screen.getByText("Leo Tanaka")).toBeInTheDocument();
    expect(screen.getByText("@leo")).toBeInTheDocument();
    expect(screen.getByText("Pending Review")).toBeInTheDocument();
    expect(screen.getByText("+1")).toBeInTheDocument();
    expect(screen.getByText(/voice pipeline/)).toBeInTheDocument();
  });

  it("offers Accept and Not selected while pending", async () => {
    const onDecide = renderRow("pending");
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    await userEvent.click(screen.getByRole("button", { name: "Not selected" }));
    expect(onDecide.mock.calls).toEqual([["accept"], ["reject"]]);
  });

  it("cannot accept when the role has no seat left, and says why", () => {
    renderRow("pending", "This role has no open seats left.");
    const accept = screen.getByRole("button", { name: "Accept" });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAttribute(
      "title",
      "This role has no open seats left.",
    );
    expect(screen.getByRole("button", { name: "Not selected" })).toBeEnabled();
  });

  it.each([
    ["accepted", "accepted"],
    ["rejected", "not selected"],
    ["withdrawn", "withdrawn"],
    ["expired", "expired"],
  ] as const)(
    "says how a %s application ended, never 'decided'",
    (status, words) => {
      renderRow(status);
      const line = screen.getByText(/applied/);
      expect(line).toHaveTextContent(new RegExp(`· ${words} less than`));
      expect(line).not.toHaveTextContent(/decided/);
    },
  );

  it("offers no decision once decided", () => {
    renderRow("accepted");
    expect(screen.getByText("Accepted")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
