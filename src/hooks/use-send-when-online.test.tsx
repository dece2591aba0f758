import { act, render, renderHook, screen } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSendWhenOnline } from "./use-send-when-online";

const client = vi.hoisted(() => ({ connected: true }));

vi.mock("convex/react", () => ({
  useConvex: () => ({
    connectionState: () => ({ isWebSocketConnected: client.connected }),
  }),
}));

const words = {
  notice: "Your message will be sent when the connection returns.",
  confirmation: "Message sent",
};

/** A send that lands when `land` is called, as a queued mutation does on reconnect. */
function pendingSend() {
  let land: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => {
    land = resolve;
  });
  return { send: () => promise, land: (value: string) => land(value) };
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  client.connected = true;
});

describe("useSendWhenOnline", () => {
  it("online: sends with no notice and no confirmation of its own", async () => {
    render(<Toaster />);
    const { result } = renderHook(() => useSendWhenOnline());
    await act(async () => {
      expect(await result.current(() => Promise.resolve(1), words)).toBe(1);
    });
    expect(screen.queryByText(words.notice)).toBeNull();
    expect(screen.queryByText(words.confirmation)).toBeNull();
  });

  it("offline: says the send waits for the connection, then confirms when it lands", async () => {
    client.connected = false;
    render(<Toaster />);
    const { result } = renderHook(() => useSendWhenOnline());
    const { send, land } = pendingSend();
    let sent: Promise<string> = Promise.resolve("");
    act(() => {
      sent = result.current(send, words);
    });
    expect(await screen.findByText(words.notice)).toBeInTheDocument();
    expect(screen.queryByText(words.confirmation)).toBeNull();

    await act(async () => {
      land("ok");
      expect(await sent).toBe("ok");
    });
    expect(await screen.findByText(words.confirmation)).toBeInTheDocument();
  });

  it("offline without a confirmation: the caller's own toast confirms", async () => {
    client.connected = false;
    render(<Toaster />);
    const { result } = renderHook(() => useSendWhenOnline());
    await act(async () => {
      await result.current(() => Promise.resolve(1), { notice: words.notice });
    });
    expect(screen.queryByText(words.confirmation)).toBeNull();
  });
});
