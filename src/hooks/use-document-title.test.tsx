import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SITE_TITLE, useDocumentTitle } from "./use-document-title";

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe("useDocumentTitle", () => {
  it("names the page before the site, and follows the title as it changes", () => {
    const { rerender } = render(<Page title="Projects" />);
    expect(document.title).toBe("Projects · Buildmates");
    rerender(<Page title="Build an AI tutor" />);
    expect(document.title).toBe("Build an AI tutor · Buildmates");
  });

  it("keeps the site's own title without a page title", () => {
    document.title = "something else";
    render(<Page />);
    expect(document.title).toBe(SITE_TITLE);
  });
});
