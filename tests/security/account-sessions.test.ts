/**
 * Ending a session from the account's settings takes effect at once
 * (docs/SECURITY.md): the ended session's access token no longer reads or
 * writes as the user, its refresh token renews nothing, and a password change
 * ends every other session the same way. A session id of someone else's ends
 * nothing.
 */
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppBackend,
  appApi,
  authApi,
  codeOf,
  freshEmail,
  httpClient,
  newAccount,
  outcome,
  signInWith,
  startAppBackend,
  type Tokens,
} from "./auth-support";

type SessionRow = { sessionId: string; current: boolean };
const accountApi = {
  sessions: makeFunctionReference<"query", Record<string, never>, SessionRow[]>(
    "account:sessions",
  ),
  endSession: makeFunctionReference<"mutation", { sessionId: string }, null>(
    "account:endSession",
  ),
  changePassword: makeFunctionReference<
    "action",
    { currentPassword: string; newPassword: string },
    null
  >("account:changePassword"),
};

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

/** One account signed in in two places: `here` and `there`. */
async function twoSessions(name: string) {
  const email = freshEmail(name);
  const password = `${name}-Passphrase-1`;
  const here = await newAccount(backend, { email, password });
  const there = (await signInWith(backend.url, { email, password })).tokens;
  if (!there) throw new Error(`no second sign-in for ${email}`);
  return { email, password, here, there };
}

/** The session id of `tokens`, as its own sessions list marks it. */
async function sessionOf(tokens: Tokens): Promise<string> {
  const rows = await httpClient(backend.url, tokens.token).query(
    accountApi.sessions,
    {},
  );
  return rows.find((row) => row.current)!.sessionId;
}

/** The ended session's tokens: no reads, no writes, no renewal. */
async function expectEnded(tokens: Tokens) {
  const asEnded = httpClient(backend.url, tokens.token);
  expect(await asEnded.query(appApi.me, {})).toBeNull();
  expect(
    codeOf(
      await outcome(asEnded.mutation(appApi.updateProfile, { bio: "me?" })),
    ),
  ).toBe("UNAUTHENTICATED");
  const renewed = await httpClient(backend.url).action(authApi.signIn, {
    refreshToken: tokens.refreshToken,
  });
  expect(renewed.tokens ?? null).toBeNull();
}

describe("ending sessions", () => {
  it("an ended session's token no longer reads or writes as the user", async () => {
    const { email, here, there } = await twoSessions("ended");
    const thereId = await sessionOf(there);

    await httpClient(backend.url, here.token).mutation(accountApi.endSession, {
      sessionId: thereId,
    });

    await expectEnded(there);
    expect(
      await httpClient(backend.url, here.token).query(appApi.me, {}),
    ).toMatchObject({ email });
  });

  it("a password change ends every other session's token", async () => {
    const { email, password, here, there } = await twoSessions("changed");

    await httpClient(backend.url, here.token).action(
      accountApi.changePassword,
      { currentPassword: password, newPassword: "changed-Passphrase-2" },
    );

    await expectEnded(there);
    expect(
      await httpClient(backend.url, here.token).query(appApi.me, {}),
    ).toMatchObject({ email });
  });

  it("someone else's session id ends nothing", async () => {
    const victim = await twoSessions("victim");
    const attacker = await newAccount(backend, {
      email: freshEmail("attacker"),
      password: "attacker-Passphrase-1",
    });
    const victimId = await sessionOf(victim.there);

    const result = await outcome(
      httpClient(backend.url, attacker.token).mutation(accountApi.endSession, {
        sessionId: victimId,
      }),
    );

    expect(codeOf(result)).toBe("NOT_FOUND");
    expect(
      await httpClient(backend.url, victim.there.token).query(appApi.me, {}),
    ).toMatchObject({ email: victim.email });
  });
});
