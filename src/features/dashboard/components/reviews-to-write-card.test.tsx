import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { convexReactMock, type ConvexMockState } from "@/test/convex-mock";
import { ReviewsToWriteCard } from "./reviews-to-write-card";

const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
}));
vi.mock("convex/react", () => convexReactMock(state));

const DAY = 24 * 60 * 60 * 1000;

function owed(name: string, windowEndsAt: number) {
  return {
    project: { _id: "p1" as Id<"projects">, title: "Voice Notes AI" },
    windowEndsAt,
    person: {
      userId: `u-${name}` as Id<"users">,
      profileId: null,
      name,
      username: null,
    },
  };
}

function Where() {
  const { pathname, hash } = useLocation();
  return <p>at {pathname + hash}</p>;
}

function renderCard() {
  const { container } = render(
    <MemoryRouter initialEntries={["/dashboard"]}>
      <Routes>
        <Route path="/dashboard" element={<ReviewsToWriteCard />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { container, user: userEvent.setup() };
}

describe("ReviewsToWriteCard", () => {
  beforeEach(() => {
    state.queries = {};
  });

  it("lists open reviews with the days left and opens the project's team", async () => {
    state.queries["reviews:toWrite"] = [
      owed("Ana Member", Date.now() + 12 * DAY + 60_000),
      owed("Closed Window", Date.now() - DAY),
    ];
    const { user } = renderCard();
    const list = screen.getByRole("list", { name: "Reviews to write" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(list).toHaveTextContent("Voice Notes AI · 12 days left");
    await user.click(
      screen.getByRole("link", {
        name: "Review Ana Member for Voice Notes AI",
      }),
    );
    expect(screen.getByText("at /projects/p1#team")).toBeInTheDocument();
  });

  it("shows nothing while loading or when nothing is owed", () => {
    const { container } = renderCard();
    expect(container).toBeEmptyDOMElement();
    state.queries["reviews:toWrite"] = [owed("Late", Date.now() - 1)];
    const again = renderCard();
    expect(again.container).toBeEmptyDOMElement();
  });
});
