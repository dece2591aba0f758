import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasNoErrors, schemaErrors, stillShown } from "./field-errors";

describe("stillShown", () => {
  it("drops the errors of fields now valid and updates the others' messages", () => {
    expect(
      stillShown(
        { title: "Too short", skills: "Too many" },
        { skills: "Still too many" },
      ),
    ).toEqual({ skills: "Still too many" });
  });

  it("brings no error the submit did not show", () => {
    expect(
      stillShown({ title: "Too short" }, { title: "Too short", bio: "x" }),
    ).toEqual({ title: "Too short" });
  });

  it("keeps the same object when nothing changed", () => {
    const shown = { title: "Too short" };
    expect(stillShown(shown, { title: "Too short" })).toBe(shown);
  });
});

describe("schemaErrors", () => {
  const schema = z.object({
    name: z.string().min(1, "Name?"),
    age: z.number(),
  });
  it("gives the first message per field, or none", () => {
    const errors = schemaErrors<"name" | "age">(schema, { name: "", age: "x" });
    expect(errors.name).toBe("Name?");
    expect(errors.age).toBeTypeOf("string");
    expect(hasNoErrors(schemaErrors(schema, { name: "Ada", age: 36 }))).toBe(
      true,
    );
  });
});
