import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { ConversationMessage } from "@/lib/api-types";
import { MessageList } from "./message-list";

function message(
  id: string,
  body: string,
  fromViewer: boolean,
): ConversationMessage {
  return {
    _id: id as Id<"messages">,
    _creationTime: Date.UTC(2026, 0, 1, 12, 0),
    senderId: (fromViewer ? "me" : "them") as Id<"users">,
    recipientId: (fromViewer ? "them" : "me") as Id<"users">,
    body,
    fromViewer,
  };
}

describe("MessageList", () => {
  it("invites a first message when empty", () => {
    render(<MessageList messages={[]} otherName="Priya" />);
    expect(
      screen.getByText("No messages yet. Say hello to Priya!"),
    ).toBeInTheDocument();
  });

  it("lists messages oldest first, saying who wrote each", () => {
    render(
      <MessageList
        messages={[
          message("m1", "Hi Priya", true),
          message("m2", "Hey!", false),
        ]}
        otherName="Priya"
      />,
    );
    const items = within(
      screen.getByRole("list", { name: "Conversation with Priya" }),
    ).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("You:Hi Priya");
    expect(items[0]).toHaveClass("self-end");
    expect(items[1]).toHaveTextContent("Priya:Hey!");
    expect(items[1]).toHaveClass("self-start");
    expect(screen.queryByText("Seen")).not.toBeInTheDocument();
  });

  it("says 'Seen' under my last message once the other person read it", () => {
    render(
      <MessageList
        messages={[
          message("m1", "Hi", true),
          message("m2", "Still there?", true),
        ]}
        otherName="Priya"
        seen
      />,
    );
    const items = within(
      screen.getByRole("list", { name: "Conversation with Priya" }),
    ).getAllByRole("listitem");
    expect(items[0]).not.toHaveTextContent("Seen");
    expect(items[1]).toHaveTextContent("Seen");
  });

  it("says nothing is seen when the last message is theirs", () => {
    render(
      <MessageList
        messages={[message("m1", "Hi", true), message("m2", "Hey!", false)]}
        otherName="Priya"
        seen
      />,
    );
    expect(screen.queryByText("Seen")).not.toBeInTheDocument();
  });
});
