import { convexToJson, type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import {
  ClientValueError,
  formatSize,
  parseClientArgs,
  parseClientValue,
} from "./client-values";
import { checkStorable, LIMITS } from "./validate";

/** `levels` arrays, one inside the other, around `inner`. */
function nestedArrays(levels: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

function nestedObjects(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

function reason(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ClientValueError);
    return (e as ClientValueError).message;
  }
  throw new Error("expected a ClientValueError");
}

const b64 = (bytes: number[]) => Buffer.from(bytes).toString("base64");

describe("parseClientValue", () => {
  it("decodes every Convex type, the inverse of convexToJson", () => {
    const bytes = new Uint8Array([0, 1, 254, 255]).buffer;
    const samples: Value[] = [
      null,
      true,
      "text ✓",
      1.5,
      -(2n ** 63n),
      2n ** 63n - 1n,
      0n,
      NaN,
      Infinity,
      -Infinity,
      -0,
      bytes,
      [1, [2, "x"], { a: null }],
      { nested: { list: [7n, bytes] }, "": "empty names are valid" },
    ];
    for (const sample of samples) {
      const json = JSON.parse(JSON.stringify(convexToJson(sample))) as unknown;
      expect(parseClientValue(json)).toEqual(sample);
    }
    expect(Object.is(parseClientValue(convexToJson(-0)), -0)).toBe(true);
  });

  it("keeps __proto__ as a field, not as the prototype", () => {
    const value = parseClientValue(JSON.parse('{"__proto__": {"x": 1}}')) as {
      x?: number;
    };
    expect(value.x).toBeUndefined();
    expect(Object.keys(value)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it("refuses $integer, $bytes and $float of the wrong shape with Convex's texts", () => {
    expect(reason(() => parseClientValue({ $integer: 5 }))).toBe(
      "invalid type: integer `5`, expected a string",
    );
    expect(reason(() => parseClientValue({ $integer: null }))).toBe(
      "invalid type: null, expected a string",
    );
    expect(reason(() => parseClientValue({ $bytes: ["AA=="] }))).toBe(
      "invalid type: sequence, expected a string",
    );
    expect(reason(() => parseClientValue({ $integer: b64([1, 2, 3]) }))).toBe(
      "Int64 must be exactly eight bytes",
    );
    expect(reason(() => parseClientValue({ $float: b64([0, 0, 0]) }))).toBe(
      "Float64 must be exactly eight bytes",
    );
    const one = Buffer.alloc(8);
    one.writeDoubleLE(1.5);
    expect(
      reason(() => parseClientValue({ $float: one.toString("base64") })),
    ).toBe("Float64 1.5 should be encoded as a number");
    expect(reason(() => parseClientValue({ $bytes: "not base64!" }))).toBe(
      "Invalid byte 32, offset 3.",
    );
    expect(reason(() => parseClientValue({ $bytes: "AAAAA" }))).toBe(
      "Encoded text cannot have a 6-bit remainder.",
    );
    expect(reason(() => parseClientValue({ $bytes: "AB==" }))).toBe(
      "Invalid last symbol 66, offset 1.",
    );
    // Unpadded base64 is accepted, as the Rust decoder accepts it.
    expect(parseClientValue({ $bytes: "AAE" })).toEqual(
      new Uint8Array([0, 1]).buffer,
    );
  });

  it("refuses reserved and invalid field names", () => {
    expect(reason(() => parseClientValue({ $where: 1 }))).toBe(
      "Field name $where starts with '$', which is reserved.",
    );
    expect(reason(() => parseClientValue({ a: 1, $integer: "AA==" }))).toBe(
      "Field name $integer starts with '$', which is reserved.",
    );
    expect(reason(() => parseClientValue({ $undefined: null }))).toMatch(
      /^Field name \$undefined starts with '\$'/,
    );
    expect(reason(() => parseClientValue({ "a\u0000b": 1 }))).toBe(
      "Field name a\u0000b has invalid character '\\0': Field names can only contain non-control ASCII characters",
    );
    expect(reason(() => parseClientValue({ "x\u0007": 1 }))).toBe(
      "Field name x\u0007 has invalid character '\\u{7}': Field names can only contain non-control ASCII characters",
    );
    expect(reason(() => parseClientValue({ café: 1 }))).toMatch(
      /invalid character 'é'/,
    );
    const long = "k".repeat(LIMITS.maxFieldNameLength + 1);
    expect(reason(() => parseClientValue({ [long]: 1 }))).toBe(
      "Field name is too long (1025 > maximum 1024)",
    );
    expect(
      parseClientValue({ ["k".repeat(LIMITS.maxFieldNameLength)]: 1 }),
    ).toBeTruthy();
  });

  it("bounds nesting at 64 levels, refusing 20,000 levels without overflowing the stack", () => {
    expect(parseClientValue(nestedArrays(64))).toBeTruthy();
    expect(parseClientValue(nestedObjects(64))).toBeTruthy();
    const tooNested =
      "Value is too nested (nested 65 levels deep > maximum nesting 64)";
    expect(reason(() => parseClientValue(nestedArrays(65)))).toBe(tooNested);
    expect(reason(() => parseClientValue(nestedObjects(65)))).toBe(tooNested);
    const deep = JSON.parse("[".repeat(20_000) + "]".repeat(20_000)) as unknown;
    expect(reason(() => parseClientValue(deep))).toBe(tooNested);
  });

  it("bounds array length and field count", () => {
    expect(
      parseClientValue(new Array(LIMITS.maxArrayLength).fill(0)),
    ).toHaveLength(LIMITS.maxArrayLength);
    expect(reason(() => parseClientValue(new Array(8193).fill(0)))).toBe(
      "Array length is too long (8193 > maximum length 8192)",
    );
    const fields = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, i]));
    expect(Object.keys(parseClientValue(fields(1024)) as object)).toHaveLength(
      1024,
    );
    expect(reason(() => parseClientValue(fields(1025)))).toBe(
      "Object has too many fields (1025 > maximum number 1024)",
    );
  });

  it("bounds the size of a value at 32 MiB", () => {
    const big = "x".repeat(LIMITS.maxValueBytes - 2);
    expect(parseClientValue(big)).toBe(big);
    expect(reason(() => parseClientValue(`${big}x`))).toBe(
      "Value is too large (32.00 MiB > maximum size 32 MiB)",
    );
    const half = "y".repeat(LIMITS.maxValueBytes / 2);
    expect(reason(() => parseClientValue([half, half]))).toBe(
      "Value is too large (32.00 MiB > maximum size 32 MiB)",
    );
  });
});

describe("parseClientArgs", () => {
  it("takes an object or the sync protocol's one-element array", () => {
    expect(
      parseClientArgs({
        n: 1,
        big: { $integer: b64([7, 0, 0, 0, 0, 0, 0, 0]) },
      }),
    ).toEqual({
      n: 1,
      big: 7n,
    });
    expect(parseClientArgs([{ n: 1 }])).toEqual({ n: 1 });
    expect(parseClientArgs([])).toEqual({});
  });

  it("counts the arguments array as one level of nesting, as Convex does", () => {
    expect(parseClientArgs(nestedObjects(63))).toBeTruthy();
    expect(reason(() => parseClientArgs(nestedObjects(64)))).toBe(
      "Value is too nested (nested 65 levels deep > maximum nesting 64)",
    );
    expect(reason(() => parseClientArgs([nestedObjects(64)]))).toMatch(
      /too nested/,
    );
  });

  it("names the function in its messages when given its path", () => {
    try {
      parseClientArgs({ $x: 1 }, "contact.js:send");
      expect.unreachable();
    } catch (e) {
      const err = e as ClientValueError;
      expect(err.message).toBe(
        "Invalid arguments for contact.js:send: Field name $x starts with '$', which is reserved.",
      );
      expect(err.reason).toBe(
        "Field name $x starts with '$', which is reserved.",
      );
    }
  });

  it("refuses arguments that are not one object", () => {
    expect(reason(() => parseClientArgs(5, "m.js:f"))).toBe(
      "ArgumentValidationError: Expected to receive an object as the function's argument. Instead received: 5.0",
    );
    expect(reason(() => parseClientArgs(null))).toBe(
      "Expected to receive an object as the function's argument. Instead received: null",
    );
    expect(reason(() => parseClientArgs([{}, 2]))).toBe(
      "Expected to receive a single object as the function's argument. Instead received 2 arguments: [{}, 2.0]",
    );
  });

  it("bounds the arguments' size at 16 MiB, by Convex's measure of size", () => {
    // 4 MiB of numbers in JSON is 18 MiB by Convex's measure (9 bytes each).
    const numbers = (n: number) => new Array<number>(n).fill(1);
    const rows = Array.from({ length: 256 }, () => numbers(8192));
    expect(reason(() => parseClientArgs({ rows }, "m.js:f"))).toBe(
      "Arguments for m.js:f are too large (actual: 18.00 MiB, limit: 16 MiB)",
    );
  });
});

describe("formatSize", () => {
  it("formats as humansize's BINARY does", () => {
    expect(formatSize(100)).toBe("100 B");
    expect(formatSize(1536)).toBe("1.50 KiB");
    expect(formatSize(16 << 20)).toBe("16 MiB");
  });
});

describe("checkStorable shares the field-name rule", () => {
  it("refuses the same field names in documents", () => {
    expect(() => checkStorable({ $x: 1 }, true)).toThrow(
      "Field name $x starts with '$', which is reserved.",
    );
    expect(() => checkStorable({ a: { "b\u0000": 1 } }, true)).toThrow(
      /invalid character '\\0'/,
    );
    expect(() => checkStorable({ _x: 1 }, true)).toThrow(/reserved for system/);
  });
});
