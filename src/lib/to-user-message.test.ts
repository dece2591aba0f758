import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { appError } from "@convex/shared/errors";
import { ConnectionLostError } from "./connection-lost";
import { toUserMessage } from "./to-user-message";

describe("toUserMessage", () => {
  it("shows the message of an error with one of the app's codes", () => {
    const error = new ConvexError({
      code: "ALREADY_APPLIED",
      message: "You have already applied to this project",
    });
    expect(toUserMessage(error, "fallback")).toBe(
      "You have already applied to this project",
    );
    expect(
      toUserMessage(appError("PROJECT_FULL", "No seats left."), "fallback"),
    ).toBe("No seats left.");
  });

  it("shows the fallback for a ConvexError without one of the app's codes", () => {
    const unknownCode = new ConvexError({
      code: "SOMETHING_ELSE",
      message: "Internal detail",
    });
    expect(toUserMessage(unknownCode, "x")).toBe("x");
    expect(toUserMessage(new ConvexError("Project is full"), "x")).toBe("x");
    expect(toUserMessage(new ConvexError({ message: "No code" }), "x")).toBe(
      "x",
    );
    expect(
      toUserMessage(new ConvexError({ code: "NOT_FOUND", message: "" }), "x"),
    ).toBe("x");
  });

  it("never shows unknown server text or a stack", () => {
    const internal = new Error(
      "Uncaught TypeError: cannot read 'x' of undefined\n    at handler (convex/projects.ts:1:1)",
    );
    expect(toUserMessage(internal, "An error occurred during sign in")).toBe(
      "An error occurred during sign in",
    );
    // Nor the auth library's own texts (the app's provider throws ConvexErrors).
    const library = new Error("Account a@b.co already exists");
    expect(toUserMessage(library, "x")).toBe("x");
    expect(toUserMessage(undefined, "x")).toBe("x");
  });

  it("shows the fallback for a network failure", () => {
    for (const error of [
      new TypeError("Failed to fetch"),
      new Error("Connection lost while action was in flight"),
      new ConnectionLostError(),
    ]) {
      expect(toUserMessage(error, "Please try again.")).toBe(
        "Please try again.",
      );
    }
  });
});
