import "./zod";
import { config } from "zod";
import { describe, expect, it } from "vitest";

describe("zod config", () => {
  it("is jitless: no `new Function`, which the Content-Security-Policy refuses", () => {
    expect(config().jitless).toBe(true);
  });
});
