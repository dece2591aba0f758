/**
 * Password guessing over the real local backend and clients (docs/SECURITY.md,
 * "Sign-in, sign-up and sessions"): the sign-up flow is no way round the sign-in
 * limit, answers do not tell which emails have accounts, and an attacker's
 * failures cannot lock the owner out of a browser they signed in from before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppBackend,
  codeOf,
  freshEmail,
  newAccount,
  newDeviceId,
  outcome,
  signInWith,
  signUpWith,
  startAppBackend,
} from "./auth-support";

const LIMIT = 10;
const INVALID = "INVALID_CREDENTIALS";
const LIMITED = "TOO_MANY_ATTEMPTS";

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

/** `count` wrong-password sign-ins for `email`, one after another: their error codes. */
async function failSignIns(email: string, count: number, device?: string) {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const params = { email, password: `wrong-guess-${i}`, device };
    codes.push(codeOf(await outcome(signInWith(backend.url, params))));
  }
  return codes;
}

/** The error code of one sign-in, or "ok". */
async function signInCode(params: {
  email: string;
  password: string;
  device?: string;
}) {
  return codeOf(await outcome(signInWith(backend.url, params)));
}

const times = (count: number, code: string): string[] =>
  Array.from({ length: count }, () => code);

describe("sign-up is no way round the sign-in limit (item 2)", () => {
  it("signing up with a taken email, even with the right password, signs nobody in and answers like a new sign-up", async () => {
    const victim = freshEmail("victim");
    const password = "victim-Passphrase-1";
    await newAccount(backend, { email: victim, password });
    expect(await failSignIns(victim, LIMIT)).toEqual(times(LIMIT, INVALID));
    expect(await signInCode({ email: victim, password })).toBe(LIMITED);

    const newcomer = await outcome(
      signUpWith(backend.url, {
        email: freshEmail("newcomer"),
        password: "newcomer-Passphrase-1",
      }),
    );
    const wrongGuess = await outcome(
      signUpWith(backend.url, { email: victim, password: "wrong-guess-x" }),
    );
    const rightGuess = await outcome(
      signUpWith(backend.url, { email: victim, password }),
    );
    expect(newcomer).toEqual({ value: { tokens: null } });
    expect(wrongGuess).toEqual(newcomer);
    expect(rightGuess).toEqual(newcomer);
  });
});

describe("answers do not reveal which emails have accounts (item 6)", () => {
  it("a wrong password and an unknown email get the same answers, through lockout", async () => {
    const existing = freshEmail("existing");
    await newAccount(backend, {
      email: existing,
      password: "existing-Passphrase-1",
    });
    const unknown = freshEmail("unknown");
    const existingAnswers = await failSignIns(existing, LIMIT + 1);
    const unknownAnswers = await failSignIns(unknown, LIMIT + 1);
    expect(unknownAnswers).toEqual(existingAnswers);
    expect(existingAnswers).toEqual([...times(LIMIT, INVALID), LIMITED]);
  });
});

describe("an attacker cannot lock the owner out (item 13)", () => {
  it("after the untrusted limit is spent, the owner still signs in from a browser they used before", async () => {
    const owner = freshEmail("owner");
    const password = "owner-Passphrase-1";
    const ownersBrowser = newDeviceId();
    await newAccount(backend, {
      email: owner,
      password,
      device: ownersBrowser,
    });

    // The attacker, from elsewhere (no device id, their own, or a malformed one).
    await failSignIns(owner, 4);
    await failSignIns(owner, 3, newDeviceId());
    await failSignIns(owner, 3, "not a device id");
    expect(
      await signInCode({ email: owner, password, device: newDeviceId() }),
    ).toBe(LIMITED);

    const { tokens } = await signInWith(backend.url, {
      email: owner,
      password,
      device: ownersBrowser,
    });
    expect(tokens?.token).toEqual(expect.any(String));
  });

  it("the owner's browser has a limit of its own", async () => {
    const owner = freshEmail("typo");
    const password = "typo-Passphrase-1";
    const browser = newDeviceId();
    await newAccount(backend, { email: owner, password, device: browser });
    expect(await failSignIns(owner, LIMIT + 1, browser)).toEqual([
      ...times(LIMIT, INVALID),
      LIMITED,
    ]);
    expect(await signInCode({ email: owner, password, device: browser })).toBe(
      LIMITED,
    );
  });
});
