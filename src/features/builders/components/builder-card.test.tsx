import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { Toaster, toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { AuthState } from "@/hooks/use-auth-state";
import { matchFixture } from "@/test/fixtures";
import type { BuilderRow } from "../lib/types";
import { builderFixture } from "../test-fixtures";
import { BuilderCard } from "./builder-card";

const verification = vi.hoisted(() => ({
  verified: true,
  verifiedAt: Date.UTC(2026, 10, 3),
  emailVerified: true,
  completedProjects: 4,
  requiredProjects: 3,
  reviewCount: 12,
  requiredReviews: 3,
  averageRating: 4.8,
  requiredAverage: 4,
}));

vi.mock("convex/react", () => ({
  useQuery: (_ref: unknown, args: unknown) =>
    args === "skip" ? undefined : verification,
}));

function renderCard(
  overrides: Partial<BuilderRow> = {},
  auth: AuthState = "signedIn",
  actions: {
    onToggleFollow?: () => Promise<boolean>;
    onToggleFavorite?: () => Promise<boolean>;
  } = {},
) {
  const onToggleFollow = vi.fn(
    actions.onToggleFollow ?? (() => Promise.resolve(true)),
  );
  const onToggleFavorite = vi.fn(
    actions.onToggleFavorite ?? (() => Promise.resolve(true)),
  );
  render(
    <MemoryRouter>
      <BuilderCard
        builder={builderFixture(overrides)}
        auth={auth}
        onToggleFollow={onToggleFollow}
        onToggleFavorite={onToggleFavorite}
        messageAction={<button type="button">Message</button>}
      />
      <Toaster />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onToggleFollow, onToggleFavorite };
}

async function findToast(title: string) {
  const node = await screen.findByText(title);
  return node.closest("[data-sonner-toast]") as HTMLElement;
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe("BuilderCard", () => {
  it("shows whether the builder takes projects", () => {
    renderCard({ availability: "busy" });
    expect(screen.getByText("Busy")).toBeVisible();
  });

  it("shows who the builder is, 4 skills then +N, real counts and no rating", () => {
    renderCard();
    expect(
      screen.getByRole("heading", { name: "Priya Raman" }),
    ).toBeInTheDocument();
    expect(screen.getByText("@priya")).toBeInTheDocument();
    expect(screen.getByText("Machine Learning Engineer")).toBeInTheDocument();
    expect(screen.getByText(/Fine-tunes and evaluates/)).toHaveClass(
      "line-clamp-2",
    );
    const skills = within(screen.getByRole("list", { name: "Skills" }));
    expect(skills.getByText("RAG")).toBeInTheDocument();
    expect(skills.queryByText("MLOps")).toBeNull();
    expect(skills.getByText("+2")).toBeInTheDocument();
    expect(screen.getByText("12")).toBeInTheDocument();
    expect(screen.getByText(/followers/)).toBeInTheDocument();
    expect(screen.getByText("3")).toBeInTheDocument();
    expect(screen.getByText(/projects created/)).toBeInTheDocument();
    expect(screen.queryByText("Verified")).toBeNull();
    expect(screen.queryByText(/rating|★/i)).toBeNull();
    expect(
      screen.getByRole("link", { name: "View Priya Raman's profile" }),
    ).toHaveAttribute("href", "/builders/pr1");
  });

  it("says what each project count counts, so created and completed never contradict", () => {
    renderCard({ projectsCount: 2, completedProjectsCount: 3 });
    const stats = screen.getByText("Projects created").closest("dl");
    if (stats === null) throw new Error("no stats list");
    const counts = [...stats.querySelectorAll("div")].map((stat) => [
      stat.querySelector("dt")?.textContent,
      stat.querySelector("dd")?.textContent,
    ]);
    expect(counts).toEqual([
      ["Followers", "12 followers"],
      ["Projects created", "2 projects created"],
      ["Projects completed, as owner or teammate", "3 completed with a team"],
    ]);
  });

  it("says when a builder has no bio or skills yet, and keeps every part in its row", () => {
    renderCard({ bio: "", skills: [] });
    expect(screen.getByText("No bio yet.")).toBeInTheDocument();
    expect(screen.getByText("No skills listed yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Skills" })).toBeNull();
    // Six rows whatever is missing: the grid lines the parts up across a row.
    const card = screen
      .getByRole("heading", { name: "Priya Raman" })
      .closest("[data-slot=card]");
    expect(card).toHaveClass("grid-rows-subgrid", "row-span-6");
    expect(card?.children).toHaveLength(6);
  });

  it("never cuts the name or role short", () => {
    renderCard({ role: "No-Code Automation and Workflow Specialist" });
    const role = screen.getByText("No-Code Automation and Workflow Specialist");
    const name = screen.getByRole("heading", { name: "Priya Raman" });
    for (const text of [role, name]) {
      expect(text.className).not.toMatch(/truncate|line-clamp/);
    }
  });

  it("shows Verified only when the server says so, and '25+' for a capped count", () => {
    renderCard({ verified: true, projectsCount: 25, hasMoreProjects: true });
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.getByText("25+")).toBeInTheDocument();
  });

  it("the Verified badge says what was checked, and when", async () => {
    const { user } = renderCard({ verified: true });
    await user.click(
      screen.getByRole("button", {
        name: "Verified: what was checked for Priya Raman",
      }),
    );
    // The dialog's code loads on first open.
    const dialog = await screen.findByRole("dialog", {
      name: "Priya Raman is Verified",
    });
    expect(within(dialog).getByText("Email address verified")).toBeVisible();
    expect(
      within(dialog).getByText(
        /4 completed projects on Buildmates \(3 needed\)/,
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/Average rating 4\.8 from 12 reviews/),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/Verified since November 3, 2026/),
    ).toBeVisible();
  });

  it("shows the rating with its count, and nothing below the minimum", () => {
    renderCard({ rating: { average: 4.8, count: 12 }, reviewCount: 12 });
    expect(screen.getByText("4.8 · 12 reviews")).toBeVisible();
  });

  it("sends signed-out visitors to sign-in for Follow and Favorite", () => {
    renderCard({}, "signedOut");
    expect(screen.getByRole("link", { name: "Follow" })).toHaveAttribute(
      "href",
      "/sign-in",
    );
    expect(
      screen.getByRole("link", { name: "Favorite Priya Raman" }),
    ).toHaveAttribute("href", "/sign-in");
  });

  it("follows with the spec's toast", async () => {
    const { user, onToggleFollow } = renderCard();
    await user.click(screen.getByRole("button", { name: "Follow" }));
    expect(onToggleFollow).toHaveBeenCalledOnce();
    const shown = await findToast("Following");
    expect(shown).toHaveAttribute("data-type", "success");
    expect(
      within(shown).getByText("You are now following Priya Raman"),
    ).toBeInTheDocument();
  });

  it("shows Following when followed, and unfollows with the spec's toast", async () => {
    const { user } = renderCard({ isFollowing: true }, "signedIn", {
      onToggleFollow: () => Promise.resolve(false),
    });
    await user.click(screen.getByRole("button", { name: "Following" }));
    const shown = await findToast("Unfollowed");
    expect(
      within(shown).getByText("You are no longer following Priya Raman"),
    ).toBeInTheDocument();
  });

  it("favourites and unfavourites with the spec's toasts", async () => {
    const { user } = renderCard();
    const heart = screen.getByRole("button", { name: "Favorite Priya Raman" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await user.click(heart);
    const added = await findToast("Added to favorites");
    expect(
      within(added).getByText("Priya Raman has been added to your favorites"),
    ).toBeInTheDocument();
  });

  it("says 'Removed from favorites' when the heart was on", async () => {
    const { user } = renderCard({ isFavorite: true }, "signedIn", {
      onToggleFavorite: () => Promise.resolve(false),
    });
    const heart = screen.getByRole("button", { name: "Favorite Priya Raman" });
    expect(heart).toHaveAttribute("aria-pressed", "true");
    await user.click(heart);
    expect(await findToast("Removed from favorites")).toBeTruthy();
  });

  it("toasts the server's message when a toggle fails", async () => {
    const { user } = renderCard({}, "signedIn", {
      onToggleFollow: () =>
        Promise.reject(
          new ConvexError({
            code: "INVALID_INPUT",
            message: "You cannot follow yourself.",
          }),
        ),
    });
    await user.click(screen.getByRole("button", { name: "Follow" }));
    const shown = await findToast("You cannot follow yourself.");
    expect(shown).toHaveAttribute("data-type", "error");
    expect(screen.getByRole("button", { name: "Follow" })).toBeEnabled();
  });

  it("shows the best match with one of the viewer's projects, and which one", async () => {
    const { user } = renderCard({
      match: {
        ...matchFixture({ score: 64 }),
        project: { _id: "p9" as Id<"projects">, title: "Voice Notes AI" },
      },
    });
    expect(screen.getByText("for Voice Notes AI")).toBeInTheDocument();
    await user.click(
      screen.getByRole("button", { name: "Match 64 of 100: see why" }),
    );
    expect(
      await screen.findByRole("dialog", {
        name: "Why Priya Raman matches Voice Notes AI",
      }),
    ).toBeInTheDocument();
  });

  it("has no match badge without a match", () => {
    renderCard();
    expect(screen.queryByRole("button", { name: /see why/ })).toBeNull();
  });

  it("on the viewer's own card: no follow, favourite or message", () => {
    renderCard({ isSelf: true });
    expect(screen.getByText("You")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).toBeNull();
    expect(screen.queryByRole("button", { name: /favorite/i })).toBeNull();
    expect(screen.queryByRole("button", { name: "Message" })).toBeNull();
    expect(
      screen.getByRole("link", { name: "View Priya Raman's profile" }),
    ).toBeInTheDocument();
  });
});
