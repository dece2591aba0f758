import { describe, expect, it } from "vitest";
import { accountDetailsErrors, checkAccountDetails } from "./sign-up-rules";

const base = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("checkAccountDetails", () => {
  it("accepts matching passwords of at least 6 characters", () => {
    expect(checkAccountDetails(base)).toBeNull();
    expect(
      checkAccountDetails({
        ...base,
        password: "kq7#zp",
        confirmPassword: "kq7#zp",
      }),
    ).toBeNull();
  });

  it("refuses passwords that do not match, with the spec's text", () => {
    expect(
      checkAccountDetails({ ...base, confirmPassword: "secret2" }),
    ).toEqual({
      title: "Passwords do not match",
      description: "Please make sure your passwords match.",
    });
  });

  it("refuses a password shorter than 6 characters, with the spec's text", () => {
    expect(
      checkAccountDetails({
        ...base,
        password: "12345",
        confirmPassword: "12345",
      }),
    ).toEqual({
      title: "Password too short",
      description: "Password must be at least 6 characters long.",
    });
  });
});

describe("checkAccountDetails: the server's password rules", () => {
  it.each([
    ["      ", "Password must contain more than spaces."],
    [
      "Password1",
      "This password is too common and easy to guess. Please choose another one.",
    ],
    ["x".repeat(129), "Password must be at most 128 characters long."],
    ["Ada@Example.com", "Password must not be your email address."],
  ])("refuses %j", (password, description) => {
    expect(
      checkAccountDetails({ ...base, password, confirmPassword: password }),
    ).toEqual({ title: "Choose another password", description });
  });

  it("accepts the demo password", () => {
    expect(
      checkAccountDetails({
        ...base,
        password: "buildmates-demo",
        confirmPassword: "buildmates-demo",
      }),
    ).toBeNull();
  });
});

describe("accountDetailsErrors", () => {
  it("has none for valid details", () => {
    expect(accountDetailsErrors(base)).toEqual({});
  });

  it("gives each field its own error", () => {
    expect(
      accountDetailsErrors({
        name: " ",
        email: "ada@",
        password: "12345",
        confirmPassword: "1234",
      }),
    ).toEqual({
      name: "Please enter your full name",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters long.",
      confirmPassword: "Please make sure your passwords match.",
    });
    expect(
      accountDetailsErrors({
        ...base,
        password: "ada@example.com",
        confirmPassword: "ada@example.com",
      }),
    ).toEqual({ password: "Password must not be your email address." });
  });
});
