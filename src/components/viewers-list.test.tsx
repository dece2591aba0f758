import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { paths } from "@/config/paths";
import type { PresentUser } from "@/lib/api-types";
import { VIEWERS_SHOWN, ViewersList } from "./viewers-list";

function viewer(n: number, name = `Builder ${n}`): PresentUser {
  return {
    userId: `u${n}` as Id<"users">,
    profileId: `p${n}` as Id<"profiles">,
    name,
    avatarUrl: null,
    isViewer: false,
  };
}

function renderList(viewers: PresentUser[]) {
  return render(
    <MemoryRouter>
      <ViewersList viewers={viewers} />
    </MemoryRouter>,
  );
}

describe("ViewersList", () => {
  it("shows nothing when nobody else is here", () => {
    renderList([]);
    expect(screen.queryByText("Viewing now")).not.toBeInTheDocument();
  });

  it("links each viewer's avatar to their profile", () => {
    renderList([viewer(1, "Priya Sharma"), viewer(2, "Marcus Chen")]);
    const region = screen.getByRole("region", { name: "Viewing now" });
    const priya = within(region).getByRole("link", {
      name: "Priya Sharma, viewing now",
    });
    expect(priya).toHaveAttribute("href", paths.builder("p1"));
    expect(
      within(region).getByRole("link", { name: "Marcus Chen, viewing now" }),
    ).toBeInTheDocument();
    expect(within(region).getByRole("list")).toHaveAttribute(
      "title",
      "Priya Sharma and Marcus Chen",
    );
  });

  it(`shows ${VIEWERS_SHOWN} avatars, then '+N'`, () => {
    const many = Array.from({ length: VIEWERS_SHOWN + 3 }, (_, i) =>
      viewer(i + 1),
    );
    renderList(many);
    expect(screen.getAllByRole("link")).toHaveLength(VIEWERS_SHOWN);
    expect(screen.getByText("+3")).toHaveAttribute("aria-label", "and 3 more");
  });
});
