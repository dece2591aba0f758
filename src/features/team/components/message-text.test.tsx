import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { MessageText } from "./message-text";

const team = new Map([["priya", "profile-priya"]]);

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <p data-testid="message">
        <MessageText text={text} profileIds={team} />
      </p>
    </MemoryRouter>,
  );
}

describe("MessageText", () => {
  it("makes web links clickable, opening in a new tab", () => {
    renderText("Specs at https://example.com/spec?v=2, mirror on example.org.");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://example.com/spec?v=2",
      "http://example.org",
    ]);
    expect(links[0]).toHaveTextContent("https://example.com/spec?v=2");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute(
      "rel",
      expect.stringContaining("noopener"),
    );
    expect(screen.getByTestId("message")).toHaveTextContent(
      "Specs at https://example.com/spec?v=2, mirror on example.org.",
    );
  });

  it("shows HTML in the text as text, never as elements", () => {
    const text = `<img src=x onerror="alert(1)"><a href="javascript:alert(2)">x</a>`;
    renderText(text);
    const message = screen.getByTestId("message");
    expect(message.querySelector("img")).toBeNull();
    expect(message.querySelector("a")).toBeNull();
    expect(message).toHaveTextContent(text);
  });

  it("links no other schemes than http and https", () => {
    renderText("javascript:alert(1) ftp://files.example.com //example.com");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("links a mention of a teammate to their profile, and leaves other @words as text", () => {
    renderText("@Priya can you look? cc @nobody, mail priya@buildmates.test");
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent("@Priya");
    expect(links[0]).toHaveAttribute("href", "/builders/profile-priya");
    expect(screen.getByTestId("message")).toHaveTextContent(
      "@Priya can you look? cc @nobody, mail priya@buildmates.test",
    );
  });
});
