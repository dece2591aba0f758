import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OnlineDot } from "./online-dot";
import { UserAvatar } from "./user-avatar";

describe("OnlineDot", () => {
  it("shows the dot, with words for screen readers, when online", () => {
    render(<OnlineDot online />);
    expect(screen.getByText("Online now")).toBeInTheDocument();
    expect(screen.getByTitle("Online now")).toBeInTheDocument();
  });

  it("shows nothing when offline or not known yet", () => {
    const { container, rerender } = render(<OnlineDot online={false} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<OnlineDot online={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("sits on the avatar only while the person is online", () => {
    const { rerender } = render(
      <UserAvatar name="Priya Sharma" seed="u1" online={false} />,
    );
    expect(screen.getByText("PS")).toBeInTheDocument();
    expect(screen.queryByText("Online now")).not.toBeInTheDocument();
    rerender(<UserAvatar name="Priya Sharma" seed="u1" online />);
    expect(screen.getByText("Online now")).toBeInTheDocument();
  });
});
