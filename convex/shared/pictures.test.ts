import { describe, expect, test } from "vitest";
import { PNG, SIGNATURES } from "../pictures.helpers";
import { megabytes, pictureTypeOf, PICTURE_TYPES } from "./pictures";

describe("pictureTypeOf", () => {
  test("names each accepted type by its magic numbers", () => {
    for (const type of PICTURE_TYPES) {
      expect(pictureTypeOf(SIGNATURES[type])).toBe(type);
    }
    expect(pictureTypeOf(PNG)).toBe("image/png");
    expect(pictureTypeOf(new TextEncoder().encode("GIF87a"))).toBe("image/gif");
  });

  test("refuses anything else, however it is named", () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(pictureTypeOf(encode("just some text, not a picture"))).toBeNull();
    expect(
      pictureTypeOf(encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).toBeNull();
    // RIFF without WEBP is a WAV or an AVI.
    expect(
      pictureTypeOf(encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt ")),
    ).toBeNull();
    expect(pictureTypeOf(new Uint8Array())).toBeNull();
    expect(pictureTypeOf(PNG.slice(0, 4))).toBeNull();
  });
});

test("megabytes", () => {
  expect(megabytes(2 * 1024 * 1024)).toBe("2 MB");
  expect(megabytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
});
