/**
 * The order of one connection's requests: inbound messages behind an asynchronous
 * one, mutations one at a time in order, actions at once, and the counts in flight.
 */
import { describe, expect, it } from "vitest";
import { RequestQueues } from "./request-queues";

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const settle = () => new Promise((resolve) => setImmediate(resolve));

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("request queues", () => {
  it("run mutations one at a time in order; a failure does not break the queue", async () => {
    const queues = new RequestQueues();
    const order: string[] = [];
    const first = gate();
    queues.mutation(
      async () => {
        order.push("first starts");
        await first.opened;
        order.push("first ends");
      },
      () => {},
    );
    queues.mutation(
      () => {
        order.push("second");
        return Promise.reject(new Error("boom"));
      },
      (e) => order.push(`failed: ${messageOf(e)}`),
    );
    queues.mutation(
      () => {
        order.push("third");
        return Promise.resolve();
      },
      () => {},
    );
    expect(queues.pendingMutations).toBe(3);
    await settle();
    expect(order).toEqual(["first starts"]);
    first.open();
    await settle();
    expect(order).toEqual([
      "first starts",
      "first ends",
      "second",
      "failed: boom",
      "third",
    ]);
    expect(queues.pendingMutations).toBe(0);
  });

  it("start actions at once, counting those running", async () => {
    const queues = new RequestQueues();
    const slow = gate();
    const failures: string[] = [];
    queues.action(
      () => slow.opened,
      () => {},
    );
    queues.action(
      () => Promise.reject(new Error("boom")),
      (e) => failures.push(messageOf(e)),
    );
    expect(queues.pendingActions).toBe(2);
    await settle();
    expect(failures).toEqual(["boom"]);
    expect(queues.pendingActions).toBe(1);
    slow.open();
    await settle();
    expect(queues.pendingActions).toBe(0);
  });

  it("handle inbound messages at once, or in order behind an asynchronous one", async () => {
    const queues = new RequestQueues();
    const order: string[] = [];
    const open = () => true;
    const validating = gate();
    queues.inbound(
      () => void order.push("connect"),
      open,
      () => {},
    );
    queues.inbound(
      () => {
        order.push("authenticate");
        return validating.opened.then(() => void order.push("authenticated"));
      },
      open,
      () => {},
    );
    queues.inbound(
      () => void order.push("mutation"),
      open,
      () => {},
    );
    queues.inbound(
      () => {
        throw new Error("bad");
      },
      open,
      (e) => order.push(`failed: ${messageOf(e)}`),
    );
    expect(order).toEqual(["connect", "authenticate"]);
    validating.open();
    await settle();
    expect(order).toEqual([
      "connect",
      "authenticate",
      "authenticated",
      "mutation",
      "failed: bad",
    ]);
  });

  it("skip queued inbound messages once the connection closed", async () => {
    const queues = new RequestQueues();
    const order: string[] = [];
    let open = true;
    const held = gate();
    queues.inbound(
      () => held.opened,
      () => open,
      () => {},
    );
    queues.inbound(
      () => void order.push("after close"),
      () => open,
      () => {},
    );
    open = false;
    held.open();
    await settle();
    expect(order).toEqual([]);
  });
});
