import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { toUserMessage } from "./to-user-message";

describe("toUserMessage", () => {
  it("uses the message of a ConvexError with { code, message } data", () => {
    const error = new ConvexError({
      code: "ALREADY_APPLIED",
      message: "You have already applied to this project",
    });
    expect(toUserMessage(error, "fallback")).toBe(
      "You have already applied to this project",
    );
  });

  it("uses a ConvexError's string data", () => {
    expect(toUserMessage(new ConvexError("Project is full"), "x")).toBe(
      "Project is full",
    );
  });

  it("never shows unknown server text", () => {
    const internal = new Error(
      "Uncaught TypeError: cannot read 'x' of undefined",
    );
    expect(toUserMessage(internal, "An error occurred during sign in")).toBe(
      "An error occurred during sign in",
    );
    // Nor the auth library's own texts (the app's provider throws ConvexErrors).
    const library = new Error("Account a@b.co already exists");
    expect(toUserMessage(library, "x")).toBe("x");
  });
});
