/**
 * Deleting an account takes effect at once (docs/SECURITY.md, "Account
 * deletion"): the deleted member's old access token no longer reads or writes
 * as them, their refresh token gives no new tokens, and their password no
 * longer signs in.
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
} from "./auth-support";

const deleteAccount = makeFunctionReference<
  "action",
  { password: string; email: string },
  null
>("account:deleteAccount");
const sendMessage = makeFunctionReference<
  "mutation",
  { recipientId: string; body: string },
  string
>("messages:send");
const viewerProfile = makeFunctionReference<
  "query",
  Record<string, never>,
  { userId: string } | null
>("profiles:me");

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

describe("account deletion", () => {
  it("a deleted member's old tokens no longer read, write or refresh as them", async () => {
    const email = freshEmail("deleted");
    const password = "deleted-Passphrase-1";
    const tokens = await newAccount(backend, { email, password });
    const other = await newAccount(backend, {
      email: freshEmail("other"),
      password: "other-Passphrase-1",
    });
    const otherMe = await httpClient(backend.url, other.token).query(
      viewerProfile,
      {},
    );
    const asDeleted = httpClient(backend.url, tokens.token);
    expect(await asDeleted.query(appApi.me, {})).toMatchObject({ email });

    await asDeleted.action(deleteAccount, { password, email });

    expect(await asDeleted.query(appApi.me, {})).toBeNull();
    expect(
      codeOf(
        await outcome(asDeleted.mutation(appApi.updateProfile, { bio: "me?" })),
      ),
    ).toBe("UNAUTHENTICATED");
    expect(
      codeOf(
        await outcome(
          asDeleted.mutation(sendMessage, {
            recipientId: otherMe!.userId,
            body: "still here?",
          }),
        ),
      ),
    ).toBe("UNAUTHENTICATED");
    expect(
      codeOf(
        await outcome(asDeleted.action(deleteAccount, { password, email })),
      ),
    ).toBe("UNAUTHENTICATED");

    const refreshed = await httpClient(backend.url).action(authApi.signIn, {
      refreshToken: tokens.refreshToken,
    });
    expect(refreshed.tokens ?? null).toBeNull();
    expect(
      codeOf(await outcome(signInWith(backend.url, { email, password }))),
    ).not.toBe("ok");
  });
});
