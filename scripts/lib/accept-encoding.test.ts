import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding";

const BOTH = ["br", "gzip"] as const;

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["deflate, gzip;q=1.0, *;q=0.5", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
  ] as const)("%s: %s", (header, expected) => {
    expect(chooseEncoding(header, BOTH)).toBe(expected);
  });

  it.each([undefined, "", "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0"])(
    "%s: the file itself",
    (header) => {
      expect(chooseEncoding(header, BOTH)).toBeUndefined();
    },
  );

  it("chooses only among the copies the file has", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeUndefined();
    expect(chooseEncoding("br, gzip", [])).toBeUndefined();
  });
});
