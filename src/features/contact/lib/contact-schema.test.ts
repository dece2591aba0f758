import { describe, expect, it } from "vitest";
import {
  CONTACT_LIMITS,
  contactSchema,
  type ContactValues,
} from "./contact-schema";
import { fieldErrors } from "@/lib/field-errors";

const valid: ContactValues = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Partnership",
  message: "I would like to talk about a project.",
};

function errorsFor(values: Partial<Record<keyof ContactValues, unknown>>) {
  const result = contactSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return fieldErrors<keyof ContactValues>(result.error);
}

describe("contactSchema", () => {
  it("accepts a complete message and trims every field", () => {
    expect(
      contactSchema.parse({
        name: "  Ada Lovelace ",
        email: " ada@example.com\n",
        subject: "\tPartnership ",
        message: "  Hello  ",
      }),
    ).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Partnership",
      message: "Hello",
    });
  });

  it("requires all four fields, counting blank text as missing", () => {
    expect(
      errorsFor({ name: "", email: "  ", subject: "\n", message: " " }),
    ).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("rejects missing or non-string values", () => {
    expect(contactSchema.safeParse({}).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, name: 42 }).success).toBe(false);
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada @example.com"])(
    "rejects the malformed email %j",
    (email) => {
      expect(errorsFor({ email })).toEqual({
        email: "Enter a valid email address",
      });
    },
  );

  it("enforces the maximum lengths", () => {
    for (const field of ["name", "subject", "message"] as const) {
      const max = CONTACT_LIMITS[field];
      expect(errorsFor({ [field]: "a".repeat(max) })).toEqual({});
      expect(errorsFor({ [field]: "a".repeat(max + 1) })[field]).toMatch(
        `at most ${max} characters`,
      );
    }
  });

  it("measures the length after trimming", () => {
    const max = CONTACT_LIMITS.name;
    expect(errorsFor({ name: `  ${"a".repeat(max)}  ` })).toEqual({});
  });

  it("reports one message per field, the first that applies", () => {
    expect(errorsFor({ email: "" })).toEqual({ email: "Email is required" });
  });
});
