import { ConvexError } from "convex/values";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logUnexpectedError } from "./log-unexpected-error";

const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => consoleError.mockClear());

describe("logUnexpectedError", () => {
  it("logs nothing for the app's expected failures", () => {
    for (const code of [
      "INVALID_CREDENTIALS",
      "INVALID_CODE",
      "UNAUTHENTICATED",
    ]) {
      logUnexpectedError(
        "Sign in failed",
        new ConvexError({ code, message: "Shown to the person." }),
      );
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("logs anything else, with its title", () => {
    const bug = new Error("Uncaught TypeError: x is undefined");
    const foreign = new ConvexError({ code: "SOMETHING_ELSE", message: "?" });
    logUnexpectedError("Sign in failed", bug);
    logUnexpectedError("Sign in failed", foreign);
    logUnexpectedError("Sign in failed", new ConvexError("plain text"));
    expect(consoleError.mock.calls).toEqual([
      ["Sign in failed", bug],
      ["Sign in failed", foreign],
      ["Sign in failed", expect.any(ConvexError)],
    ]);
  });
});
