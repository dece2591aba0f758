import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Highlight, HighlightSearch } from "./highlight";
import { SkillBadges } from "./project-card/skill-badges";

describe("Highlight", () => {
  it("marks the search, from its prop or the list around it, and nothing without one", () => {
    const { container } = render(
      <p>
        <Highlight text="Train the trainers" search="TRAIN" />
      </p>,
    );
    expect(
      Array.from(container.querySelectorAll("mark")).map((m) => m.textContent),
    ).toEqual(["Train", "train"]);
    render(
      <HighlightSearch search="ops">
        <p data-testid="in-list">
          <Highlight text="DevOps" />
        </p>
      </HighlightSearch>,
    );
    expect(within(screen.getByTestId("in-list")).getByText("Ops").tagName).toBe(
      "MARK",
    );
    const plain = render(<Highlight text="DevOps" />);
    expect(plain.container.querySelector("mark")).toBeNull();
  });

  it("puts matching skills first in search results, so the reason shows", () => {
    render(
      <HighlightSearch search="script">
        <SkillBadges
          skills={["Python", "Go", "Rust", "Java", "TypeScript"]}
          max={4}
        />
      </HighlightSearch>,
    );
    const items = within(screen.getByRole("list", { name: "Skills" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["TypeScript", "Python", "Go", "Rust", "+1"]);
    expect(screen.getByText("Script").tagName).toBe("MARK");
  });
});
