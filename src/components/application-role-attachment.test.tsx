import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApplicationRoleAttachment } from "./application-role-attachment";

describe("ApplicationRoleAttachment", () => {
  it("names the role and links the attached link, leaving the site", () => {
    render(
      <ApplicationRoleAttachment
        role={{ key: "r2", title: "Product designer" }}
        attachment={{ kind: "link", url: "https://leo.example/demo" }}
      />,
    );
    expect(screen.getByText("Product designer")).toBeInTheDocument();
    const link = screen.getByRole("link", {
      name: "https://leo.example/demo (opens in a new tab)",
    });
    expect(link).toHaveAttribute("href", "https://leo.example/demo");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("shows a portfolio item's image and title, linked only when it has a link", () => {
    const { container } = render(
      <ApplicationRoleAttachment
        role={{ key: "r1", title: "" }}
        attachment={{
          kind: "portfolio",
          title: "Clinic scheduler",
          url: null,
          imageUrl: "https://files.example/shot.png",
        }}
      />,
    );
    expect(screen.getByText("Clinic scheduler")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute(
      "src",
      "https://files.example/shot.png",
    );
    // The unnamed role is not named.
    expect(screen.queryByText(/^For/)).not.toBeInTheDocument();
  });

  it("shows nothing for an application of the unnamed role without an attachment", () => {
    const { container } = render(
      <ApplicationRoleAttachment
        role={{ key: "r1", title: "" }}
        attachment={null}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
