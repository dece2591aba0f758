import { describe, expect, it } from "vitest";
import { httpActionsUrlOf } from "./env";

describe("httpActionsUrlOf", () => {
  it("is the .convex.site twin of a Convex Cloud deployment", () => {
    expect(httpActionsUrlOf("https://happy-otter-123.convex.cloud")).toBe(
      "https://happy-otter-123.convex.site",
    );
  });

  it("is /http under a local or self-hosted backend's URL", () => {
    expect(httpActionsUrlOf("http://127.0.0.1:3210")).toBe(
      "http://127.0.0.1:3210/http",
    );
    expect(httpActionsUrlOf("https://convex.example.com/")).toBe(
      "https://convex.example.com/http",
    );
  });
});
