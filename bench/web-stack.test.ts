import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "./web-stack";

let taken: Server | undefined;
afterEach(
  () => new Promise<void>((r) => (taken ? taken.close(() => r()) : r())),
);

describe("freePort", () => {
  it("gives the preferred port when it is free, another when it is taken", async () => {
    const port = await freePort(0);
    expect(port).toBeGreaterThan(0);
    expect(await freePort(port)).toBe(port);
    taken = createServer();
    await new Promise<void>((r) => taken!.listen(port, "127.0.0.1", r));
    const other = await freePort(port);
    expect(other).not.toBe(port);
    expect(other).toBeGreaterThan(0);
  });
});
