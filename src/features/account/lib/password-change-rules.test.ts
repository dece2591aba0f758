import { describe, expect, test } from "vitest";
import { ERROR_MESSAGES } from "@convex/shared/errors";
import { PASSWORDS_DIFFER } from "@convex/shared/schemas";
import { passwordChangeErrors } from "./password-change-rules";

const EMAIL = "ada@example.com";

describe("passwordChangeErrors", () => {
  test("none for a good change", () => {
    expect(
      passwordChangeErrors(EMAIL, {
        currentPassword: "old-secret",
        newPassword: "new-secret9",
        confirmPassword: "new-secret9",
      }),
    ).toEqual({});
  });

  test("sign-up's rules, the email, the current password and the confirmation", () => {
    expect(
      passwordChangeErrors(EMAIL, {
        currentPassword: "",
        newPassword: "12345",
        confirmPassword: "1234",
      }),
    ).toEqual({
      currentPassword: "Please enter your current password",
      newPassword: ERROR_MESSAGES.passwordTooShort,
      confirmPassword: PASSWORDS_DIFFER,
    });
    expect(
      passwordChangeErrors(EMAIL, {
        currentPassword: "old-secret",
        newPassword: "Ada@Example.com",
        confirmPassword: "Ada@Example.com",
      }).newPassword,
    ).toBe(ERROR_MESSAGES.passwordIsEmail);
    expect(
      passwordChangeErrors(EMAIL, {
        currentPassword: "old-secret",
        newPassword: "old-secret",
        confirmPassword: "old-secret",
      }).newPassword,
    ).toBe(ERROR_MESSAGES.newPasswordUnchanged);
  });
});
