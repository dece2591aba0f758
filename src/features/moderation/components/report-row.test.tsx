import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { describe, expect, it, vi } from "vitest";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { ReportRow } from "./report-row";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

type Report = Parameters<typeof ReportRow>[0]["report"];
const userId = "u1" as Id<"users">;
const profileId = "p1" as Id<"profiles">;

function profileReport(targetUser: Report["targetUser"], preview: string) {
  return {
    _id: "r1",
    targetKind: "profile",
    targetId: "p1",
    reason: "spam",
    note: "",
    status: "open",
    createdAt: Date.now(),
    reporter: { userId: "u2", profileId: "p2", name: "Ada Reporter" },
    targetUser,
    preview,
  } as unknown as Report;
}

function renderRow(report: Report) {
  render(
    <MemoryRouter>
      <ReportRow report={report} />
    </MemoryRouter>,
  );
}

describe("ReportRow", () => {
  it("links a reported profile to the builder's page", () => {
    renderRow(
      profileReport({ userId, profileId, name: "Sam Spammer" }, "Sam Spammer"),
    );
    expect(screen.getByRole("link", { name: "Sam Spammer" })).toHaveAttribute(
      "href",
      "/builders/p1",
    );
  });

  it("names a deleted member's profile without a link to a page that is gone", () => {
    renderRow(
      profileReport(
        { userId, profileId: null, name: "Deleted member" },
        "(deleted profile)",
      ),
    );
    expect(screen.getByText("(deleted profile)")).toBeVisible();
    expect(screen.getByText("(Deleted member)")).toBeVisible();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
