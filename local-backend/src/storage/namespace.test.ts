import { describe, expect, it } from "vitest";
import { baseName, isSystemTable, qualify, splitQualified } from "./namespace";

describe("component table namespaces", () => {
  it("keeps the app's tables under their bare names", () => {
    expect(qualify("", "messages")).toBe("messages");
    expect(splitQualified("messages")).toEqual({
      namespace: "",
      table: "messages",
    });
  });

  it("puts a component's tables under its path, nested ones included", () => {
    const name = qualify("rateLimiter/batchWorker", "_scheduled_functions");
    expect(name).toBe("rateLimiter/batchWorker/_scheduled_functions");
    expect(splitQualified(name)).toEqual({
      namespace: "rateLimiter/batchWorker",
      table: "_scheduled_functions",
    });
    expect(baseName(name)).toBe("_scheduled_functions");
  });

  it("tells system tables by their own name", () => {
    expect(isSystemTable("counter/_storage")).toBe(true);
    expect(isSystemTable("_storage")).toBe(true);
    expect(isSystemTable("counter/notes")).toBe(false);
  });
});
