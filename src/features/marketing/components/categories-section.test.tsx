import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CategoriesSection } from "./categories-section";

describe("CategoriesSection", () => {
  it("opens the project list filtered to each card's category", () => {
    render(
      <MemoryRouter>
        <CategoriesSection />
      </MemoryRouter>,
    );
    const hrefs = screen
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/projects?category=Development",
      "/projects?category=Design",
      "/projects?category=Marketing",
      "/projects?category=NoCode",
    ]);
  });
});
