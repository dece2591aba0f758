/**
 * The account actions' argument validators, derived from the shared schemas
 * the forms use: a value of the wrong type, or a field they do not take, is
 * refused before the handler runs (the rules themselves, INVALID_INPUT with
 * the form's message, are in account.test.ts and account.email.test.ts).
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { setup, type TestConvex } from "./test.helpers";

const calls: [string, (t: TestConvex) => Promise<unknown>][] = [
  [
    "changePassword with a number",
    (t) =>
      t.action(api.account.changePassword, {
        currentPassword: "a-secret",
        newPassword: 7 as never,
      }),
  ],
  [
    "changePassword without the current password",
    (t) =>
      t.action(api.account.changePassword, {
        newPassword: "second-secret9",
      } as never),
  ],
  [
    "requestEmailChange with a null password",
    (t) =>
      t.action(api.account.requestEmailChange, {
        newEmail: "ada@example.com",
        password: null as never,
      }),
  ],
  [
    "requestEmailChange with a field it does not take",
    (t) =>
      t.action(api.account.requestEmailChange, {
        newEmail: "ada@example.com",
        password: "a-secret",
        userId: "someone",
      } as never),
  ],
  [
    "confirmEmailChange with a number",
    (t) =>
      t.action(api.account.confirmEmailChange, { code: 12345678 as never }),
  ],
];

describe("account actions' arguments", () => {
  test.each(calls)("%s fails the argument validator", async (_name, call) => {
    await expect(call(setup())).rejects.toThrow(/Validator/);
  });
});
