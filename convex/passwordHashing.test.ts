import { Scrypt } from "lucia";
import { describe, expect, test } from "vitest";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwordHashing";

// lucia's Scrypt is what Convex Auth's Password provider stored hashes with.
describe("password hashes (lucia's Scrypt format, on Node's scrypt)", () => {
  test("a hash made by lucia verifies with ours, and only for its password", async () => {
    const hash = await new Scrypt().hash("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horsE", hash)).toBe(false);
  });

  test("a hash made by ours verifies with lucia", async () => {
    const hash = await hashPassword("buildmates-demo");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await new Scrypt().verify(hash, "buildmates-demo")).toBe(true);
    expect(await new Scrypt().verify(hash, "buildmates-dem0")).toBe(false);
  });

  test("the password is NFKC-normalized, as lucia does", async () => {
    // "ﬁ" (U+FB01) normalizes to "fi"; "é" precomposed and decomposed are one.
    const hash = await new Scrypt().hash("\ufb01re caf\u00e9");
    expect(await verifyPassword("fire cafe\u0301", hash)).toBe(true);
  });

  test("two hashes of one password differ (random salt)", async () => {
    const [a, b] = [await hashPassword("same"), await hashPassword("same")];
    expect(a).not.toBe(b);
  });

  test("a malformed hash matches nothing", async () => {
    for (const hash of ["", "abc", "a:b:c", `${DUMMY_HASH}0`, "salt:zz"]) {
      expect(await verifyPassword("anything", hash)).toBe(false);
    }
  });
});
