import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { Component as About } from "./about";
import { Component as Contact } from "./contact";
import { Component as Documentation } from "./documentation";
import { Component as Privacy } from "./privacy";
import { Component as Terms } from "./terms";

// These tests look at page structure; sending is covered by the contact e2e test.
vi.mock("@/features/contact/hooks/use-send-contact-message", () => ({
  useSendContactMessage: () => () => Promise.resolve(),
}));

const pages: [string, ComponentType][] = [
  ["about", About],
  ["contact", Contact],
  ["documentation", Documentation],
  ["privacy", Privacy],
  ["terms", Terms],
];

function renderPage(Page: ComponentType, at = "/") {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Page />
    </MemoryRouter>,
  );
}

describe.each(pages)("the %s route module", (_name, Page) => {
  it("has one h1 and never skips a heading level", () => {
    renderPage(Page);
    const levels = screen
      .getAllByRole("heading")
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level).toBeLessThanOrEqual(previous + 1);
      return level;
    });
  });

  it("gives every input a label", () => {
    renderPage(Page);
    for (const control of document.querySelectorAll("input, textarea")) {
      expect(control).toHaveAccessibleName();
    }
  });
});

describe("the legal pages", () => {
  it.each([
    ["privacy", Privacy],
    ["terms", Terms],
  ] as const)(
    "%s: is dated June 1, 2023 and its contents link to every section",
    (_name, Page) => {
      renderPage(Page);
      expect(screen.getByText("June 1, 2023")).toHaveAttribute(
        "datetime",
        "2023-06-01",
      );
      const toc = screen.getByRole("navigation", { name: "On this page" });
      const links = toc.querySelectorAll("a");
      expect(links.length).toBeGreaterThan(5);
      const targets = [...links].map((link) => link.getAttribute("href"));
      expect(new Set(targets).size).toBe(targets.length);
      for (const href of targets) {
        expect(href).toMatch(/^\/#[a-z-]+$/);
        const target = document.getElementById(href?.slice(2) ?? "");
        expect(target?.tagName).toBe("H2");
      }
    },
  );

  it("terms cite California law and the San Francisco County courts", () => {
    renderPage(Terms);
    expect(
      screen.getByText(/governed by the laws of the State of California/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/courts located in San Francisco County, California/),
    ).toBeInTheDocument();
  });

  it("the privacy policy includes the cookie policy", () => {
    renderPage(Privacy);
    expect(
      screen.getByRole("heading", { name: /Cookies and similar technologies/ }),
    ).toBeInTheDocument();
  });
});

describe("the about page", () => {
  it("links its calls to action to sign-up and projects", () => {
    renderPage(About);
    expect(
      screen.getByRole("link", { name: /Join Buildmates/ }),
    ).toHaveAttribute("href", "/sign-up");
    expect(
      screen.getByRole("link", { name: "Explore Projects" }),
    ).toHaveAttribute("href", "/projects");
    expect(screen.getByRole("heading", { name: "How It Works" })).toBeVisible();
    // The company's accounts, named as the company's: never as a person's.
    expect(screen.getAllByRole("link", { name: / on (X|LinkedIn)$/ })).toEqual([
      screen.getByRole("link", { name: "Buildmates on X" }),
      screen.getByRole("link", { name: "Buildmates on LinkedIn" }),
    ]);
  });
});

describe("pages shown at several routes", () => {
  it.each([
    ["/documentation", Documentation, "Documentation"],
    ["/guides", Documentation, "Guides"],
    ["/blog", Documentation, "Blog"],
    ["/careers", Documentation, "Careers"],
    ["/press", Documentation, "Press"],
    ["/api-reference", Documentation, "API Reference"],
    ["/privacy", Privacy, "Privacy Policy"],
    ["/cookie-policy", Privacy, "Cookie Policy"],
    ["/terms", Terms, "Terms of Service"],
    ["/licenses", Terms, "Open-source Licenses"],
  ] as const)("%s is headed %s", (at, Page, heading) => {
    renderPage(Page, at);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      heading,
    );
  });

  it("the cookie policy points to its section of the privacy policy", () => {
    renderPage(Privacy, "/cookie-policy");
    expect(
      screen.getByRole("link", { name: "Cookies and similar technologies" }),
    ).toHaveAttribute("href", "#cookies");
  });
});
