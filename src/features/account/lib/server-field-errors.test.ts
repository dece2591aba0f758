import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { serverFieldErrors } from "./server-field-errors";

describe("serverFieldErrors", () => {
  const fields = { INVALID_CREDENTIALS: "password" } as const;

  test("puts an expected error's message beside its field", () => {
    const error = new ConvexError({
      code: "INVALID_CREDENTIALS",
      message: "That is not your current password.",
    });
    expect(serverFieldErrors(error, fields)).toEqual({
      password: "That is not your current password.",
    });
  });

  test("null for another code and for unexpected errors", () => {
    const limited = new ConvexError({ code: "RATE_LIMITED", message: "Wait." });
    expect(serverFieldErrors(limited, fields)).toBeNull();
    expect(serverFieldErrors(new Error("boom"), fields)).toBeNull();
  });
});
