import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { APPLICATION_CLOCK } from "@convex/shared/constants";
import { ERROR_CODES } from "@convex/shared/errors";
import { REVIEW_WINDOW_DAYS, VERIFICATION } from "@convex/shared/trust";
import { HomePage } from "@/features/marketing/components/home-page";
import type { ConvexMockState } from "@/test/convex-mock";
import { ContactPage as Contact } from "@/features/contact/components/contact-page";
import { ApiReferencePage as ApiReference } from "@/features/docs/components/api-reference-page";
import { DocumentationPage as Documentation } from "@/features/docs/components/documentation-page";
import { GuidesPage as Guides } from "@/features/docs/components/guides-page";
import { PrivacyPolicyPage as Privacy } from "@/features/legal/components/privacy-policy-page";
import { TermsOfServicePage as Terms } from "@/features/legal/components/terms-of-service-page";
import { AboutPage as About } from "@/features/marketing/components/about-page";
import { BlogPage as Blog } from "@/features/marketing/components/blog-page";
import { CareersPage as Careers } from "@/features/marketing/components/careers-page";
import { PressPage as Press } from "@/features/marketing/components/press-page";
import { routeFor, routeModules } from "./route-modules";

// These tests look at page structure; sending is covered by the contact e2e test.
vi.mock("@/features/contact/hooks/use-send-contact-message", () => ({
  useSendContactMessage: () => () => Promise.resolve(),
}));

// The home page's live parts (a visitor's, still loading).
const state = vi.hoisted((): ConvexMockState => ({
  queries: {},
  mutations: {},
  queryArgs: {},
  auth: { isLoading: false, isAuthenticated: false },
}));
vi.mock("convex/react", async () =>
  (await import("@/test/convex-mock")).convexReactMock(state),
);

const pages: [string, ComponentType, string][] = [
  ["about", About, "About"],
  ["contact", Contact, "Contact"],
  ["documentation", Documentation, "Documentation"],
  ["guides", Guides, "Guides"],
  ["api reference", ApiReference, "API Reference"],
  ["blog", Blog, "Blog"],
  ["careers", Careers, "Careers"],
  ["press", Press, "Press"],
  ["privacy", Privacy, "Privacy Policy"],
  ["terms", Terms, "Terms of Service"],
];

function renderPage(Page: ComponentType, at = "/") {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Page />
    </MemoryRouter>,
  );
}

describe.each(pages)("the %s page", (_name, Page, title) => {
  it("titles the tab", () => {
    renderPage(Page);
    expect(document.title).toBe(`${title} · Buildmates`);
  });

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
  // The day each text last changed: update it (in the document's content
  // file, and here) whenever its text changes.
  it.each([
    ["privacy", Privacy, "December 7, 2026", "2026-12-07"],
    ["terms", Terms, "December 7, 2026", "2026-12-07"],
  ] as const)(
    "%s: is dated %s, when its text last changed, and its contents link to every section",
    (_name, Page, date, iso) => {
      renderPage(Page);
      expect(screen.getByText(date)).toHaveAttribute("datetime", iso);
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

  it("the terms state the rules as the product applies them", () => {
    renderPage(Terms);
    const text = document.body.textContent ?? "";
    expect(text).toContain(
      `completed at least ${VERIFICATION.minCompletedProjects} projects on Buildmates with an average rating of ${VERIFICATION.minAverageRating} or more from at least ${VERIFICATION.minReviews} reviews`,
    );
    expect(text).toContain(
      `expires after ${APPLICATION_CLOCK.expireAfterDays} days and may then be sent again`,
    );
    expect(text).toContain(
      `within ${REVIEW_WINDOW_DAYS} days of its completion`,
    );
  });

  it("the privacy policy says what the app stores in the browser: no cookies", () => {
    renderPage(Privacy);
    expect(screen.getByText(/Buildmates sets no cookies/)).toBeInTheDocument();
    expect(
      screen.getByText(/Messages are not end-to-end encrypted/),
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

describe("the resource and company pages", () => {
  const resourcePaths = [
    ["/guides", "Guides"],
    ["/api-reference", "API Reference"],
    ["/blog", "Blog"],
    ["/careers", "Careers"],
    ["/press", "Press"],
  ] as const;

  async function renderRoute(path: string) {
    const Page = await routeModules[routeFor(path)]();
    renderPage(Page, path);
  }

  it.each(resourcePaths)(
    "%s is a page of its own, not the documentation page",
    async (path, heading) => {
      await renderRoute(path);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        heading,
      );
      expect(
        screen.queryByRole("heading", { name: "Frequently asked questions" }),
      ).toBeNull();
      expect(screen.queryByText("Getting Started")).toBeNull();
    },
  );

  it("the guides walk builders and owners through the product, step by step", () => {
    renderPage(Guides);
    for (const audience of ["For builders", "For project owners"]) {
      expect(
        screen.getByRole("heading", { level: 2, name: audience }),
      ).toBeInTheDocument();
    }
    const guides = screen.getAllByRole("article");
    expect(guides.length).toBeGreaterThanOrEqual(6);
    for (const guide of guides) {
      expect(guide.querySelectorAll("ol > li").length).toBeGreaterThan(1);
    }
    const contents = screen.getByRole("navigation", {
      name: "Guides on this page",
    });
    for (const link of contents.querySelectorAll("a")) {
      const id = link.getAttribute("href")?.split("#")[1] ?? "";
      expect(document.getElementById(id)?.tagName).toBe("ARTICLE");
    }
  });

  it("the API reference lists the functions and every error code", () => {
    renderPage(ApiReference);
    const functions = screen.getByRole("region", { name: "Functions" });
    expect(functions).toHaveTextContent(
      "projects.feed({ search?, category?, skill?, show?, role?, commitment?, overlapWith?, compensation?, stage?, paginationOpts })",
    );
    expect(functions).toHaveTextContent(
      "applications.apply({ projectId, message?, roleKey?, attachment? })",
    );
    for (const code of ERROR_CODES) {
      expect(screen.getByText(code, { selector: "dt" })).toBeInTheDocument();
    }
  });

  it("the blog, careers and press pages say plainly what there is", () => {
    renderPage(Blog);
    expect(screen.getByText(/haven.t published any posts yet/)).toBeVisible();
    expect(screen.queryAllByRole("article")).toEqual([]);
    cleanup();
    renderPage(Careers);
    expect(screen.getByText(/no open roles listed right now/)).toBeVisible();
    cleanup();
    renderPage(Press);
    expect(
      screen.getByRole("link", { name: "hello@buildmates.dev" }),
    ).toHaveAttribute("href", "mailto:hello@buildmates.dev?subject=Press");
  });
});

describe("every page's copy", () => {
  /** Promises the product does not keep, and people who do not exist. */
  const untrue = [
    /24\/7|around the clock/i,
    /chat support|phone support|555-01/i,
    /encrypted communication/i,
    /AI-powered/i,
    /within 24 hours/i,
    /Maya Okafor|Daniel Reyes|our founders/i,
    /and an avatar/i,
    /which you can change later/i,
    /security logs are kept|up to two years|within 35 days/i,
    /cookies and browser storage entries/i,
    /suspending an account/i,
    /no public API/i,
  ];

  it.each([
    ["home", HomePage] as const,
    ...pages.map(([name, Page]) => [name, Page] as const),
  ])("%s promises nothing that is not true", (_name, Page) => {
    renderPage(Page);
    const text = document.body.textContent ?? "";
    for (const claim of untrue) expect(text).not.toMatch(claim);
    // The one way encryption may be mentioned: to say what it is not.
    for (const match of text.matchAll(/[^.]*encrypt[^.]*\./gi)) {
      expect(match[0]).toMatch(/not end-to-end encrypted/);
    }
  });
});
