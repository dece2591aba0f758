import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LIMITS } from "@convex/shared/constants";
import { MESSAGE_BODY_MESSAGES } from "@convex/shared/messages";
import { MessageComposer } from "./message-composer";

type Send = (body: string) => Promise<void>;

function renderComposer(onSend: Send, firstMessage = false) {
  render(
    <MessageComposer
      recipientName="Priya"
      firstMessage={firstMessage}
      onSend={onSend}
    />,
  );
  return {
    user: userEvent.setup(),
    box: screen.getByLabelText("Your message to Priya"),
    send: () => screen.getByRole("button", { name: /send message/i }),
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("MessageComposer", () => {
  it("prompts an introduction only for a conversation's first message", () => {
    renderComposer(vi.fn<Send>(), true);
    expect(screen.getByLabelText("Your message to Priya")).toHaveAttribute(
      "placeholder",
      "Introduce yourself and what you'd like to build together...",
    );
  });

  it("prompts a plain reply in a conversation already going", () => {
    const { box } = renderComposer(vi.fn<Send>(), false);
    expect(box).toHaveAttribute("placeholder", "Write to Priya...");
  });

  it("refuses an empty or blank message with an inline error", async () => {
    const onSend = vi.fn<Send>();
    const { user, box, send } = renderComposer(onSend);
    await user.click(send());
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(MESSAGE_BODY_MESSAGES.empty);

    await user.type(box, "   ");
    expect(box).toHaveAttribute("aria-invalid", "false");
    await user.click(send());
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription(MESSAGE_BODY_MESSAGES.empty);
  });

  it("caps the text at 2000 characters and counts them", async () => {
    const { user, box } = renderComposer(vi.fn<Send>());
    expect(box).toHaveAttribute("maxLength", String(LIMITS.messageMaxLength));
    await user.type(box, "Hello");
    expect(box).toHaveAccessibleDescription(
      `Enter to send, Shift+Enter for a new line · 5/${LIMITS.messageMaxLength}`,
    );
  });

  it("sends the trimmed text, reads 'Sending...' meanwhile, then clears", async () => {
    const pending = deferred();
    const onSend = vi.fn<Send>(() => pending.promise);
    const { user, box, send } = renderComposer(onSend);
    await user.type(box, "  Want to build an agent together?  ");
    await user.click(send());
    expect(onSend).toHaveBeenCalledExactlyOnceWith(
      "Want to build an agent together?",
    );
    expect(screen.getByRole("button", { name: /sending/i })).toBeDisabled();
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(box).toHaveValue("");
    expect(send()).toBeEnabled();
  });

  it("keeps the text when sending fails", async () => {
    const pending = deferred();
    const { user, box, send } = renderComposer(() => pending.promise);
    await user.type(box, "Hello there");
    await user.click(send());
    await act(async () => {
      pending.reject(new Error("offline"));
      await pending.promise.catch(() => undefined);
    });
    expect(box).toHaveValue("Hello there");
    expect(send()).toBeEnabled();
  });

  it("sends on Enter and starts a new line on Shift+Enter", async () => {
    const onSend = vi.fn<Send>(() => Promise.resolve());
    const { user, box } = renderComposer(onSend);
    await user.type(box, "First line{Shift>}{Enter}{/Shift}second line");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("First line\nsecond line");
    await user.type(box, "{Enter}");
    expect(onSend).toHaveBeenCalledExactlyOnceWith("First line\nsecond line");
    expect(box).toHaveValue("");
  });

  it("does not send an empty message on Enter", async () => {
    const onSend = vi.fn<Send>();
    const { user, box } = renderComposer(onSend);
    await user.type(box, "{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveValue("");
  });
});
