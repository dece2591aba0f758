import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { faqs } from "../content";
import { FaqList } from "./faq-list";

describe("FaqList", () => {
  it("covers verification, multiple projects, payments and disputes", () => {
    render(<FaqList />);
    const questions = screen.getAllByRole("button");
    expect(questions).toHaveLength(4);
    expect(questions.map((q) => q.textContent)).toEqual(
      faqs.map((faq) => faq.question),
    );
    expect(
      screen.getByText(/at least 3 completed projects with good ratings/),
    ).not.toBeVisible();
  });

  it("starts collapsed, with each button controlling its answer", () => {
    render(<FaqList />);
    for (const button of screen.getAllByRole("button")) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(
        button.getAttribute("aria-controls") ?? "",
      );
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it("expands and collapses with the keyboard (Tab, Enter, Space)", async () => {
    const user = userEvent.setup();
    render(<FaqList />);
    const [verification, multiple] = screen.getAllByRole("button");
    if (!verification || !multiple) throw new Error("missing FAQ items");

    await user.tab();
    expect(verification).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(verification).toHaveAttribute("aria-expanded", "true");
    expect(
      screen.getByText(/at least 3 completed projects with good ratings/),
    ).toBeVisible();

    await user.tab();
    expect(multiple).toHaveFocus();
    await user.keyboard(" ");
    expect(multiple).toHaveAttribute("aria-expanded", "true");
    expect(verification).toHaveAttribute("aria-expanded", "true");

    await user.keyboard(" ");
    expect(multiple).toHaveAttribute("aria-expanded", "false");

    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    expect(verification).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.getByText(/at least 3 completed projects with good ratings/),
    ).not.toBeVisible();
  });

  it("exposes each question as a heading for quick navigation", () => {
    render(<FaqList />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4);
  });
});
