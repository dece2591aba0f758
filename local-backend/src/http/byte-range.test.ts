/**
 * The `Range` header read as Convex's `headers` 0.4 crate and `get_range` read it: the
 * cases the conformance suite does not reach.
 */
import { describe, expect, it } from "vitest";
import { readRange, servedPart } from "./byte-range";

describe("readRange", () => {
  it("ignores a header that is not a bytes range or not visible ASCII", () => {
    expect(readRange(undefined)).toEqual({ kind: "whole" });
    expect(readRange("items=0-1")).toEqual({ kind: "whole" });
    expect(readRange("Bytes=0-1")).toEqual({ kind: "whole" });
    expect(readRange("bytes=0-1\u00e9")).toEqual({ kind: "whole" });
  });

  it("reads u64 bounds as Rust parses them, dropping specs that do not parse", () => {
    expect(readRange("bytes=+2-+5")).toEqual({
      kind: "range",
      first: 2n,
      last: 5n,
    });
    expect(readRange("bytes= 1-2 ,x")).toEqual({
      kind: "range",
      first: 1n,
      last: 2n,
    });
    expect(readRange("bytes=-")).toEqual({
      kind: "range",
      first: null,
      last: null,
    });
    // 2^64 overflows a u64: the spec is dropped, leaving none.
    expect(readRange("bytes=18446744073709551616-")).toEqual({
      kind: "unsatisfiable",
    });
    expect(readRange("bytes=1-2-3")).toEqual({ kind: "unsatisfiable" });
    expect(readRange("bytes=")).toEqual({ kind: "unsatisfiable" });
  });
});

describe("servedPart", () => {
  it("serves what exists of the range and repeats the range asked for", () => {
    expect(servedPart(null, null, 10)).toEqual({
      status: 206,
      start: 0,
      end: 10,
      contentRange: "bytes 0-9/10",
    });
    expect(servedPart(5n, 2n, 10)).toEqual({
      status: 206,
      start: 5,
      end: 5,
      contentRange: "bytes 5-2/10",
    });
    expect(servedPart(0n, 18446744073709551615n, 3)).toEqual({
      status: 206,
      start: 0,
      end: 3,
      contentRange: "bytes 0-18446744073709551615/3",
    });
  });

  it("answers an empty file with 200 and no Content-Range", () => {
    expect(servedPart(0n, 5n, 0)).toEqual({
      status: 200,
      start: 0,
      end: 0,
      contentRange: null,
    });
  });
});
