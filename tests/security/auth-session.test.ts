/**
 * Sign-out takes effect at once (docs/SECURITY.md, "Sign-in, sign-up and
 * sessions"): an
 * access token whose session was signed out no longer reads or writes as the
 * user, over HTTP and on a live WebSocket subscription, and access tokens are
 * short-lived.
 */
import { ConvexClient } from "convex/browser";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  type AppBackend,
  appApi,
  authApi,
  codeOf,
  freshEmail,
  httpClient,
  newAccount,
  outcome,
  type Profile,
  startAppBackend,
} from "./auth-support";

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend();
});

afterAll(async () => {
  await backend.cleanup();
});

describe("sign-out", () => {
  it("a token of a signed-out session no longer reads or writes as the user", async () => {
    const email = freshEmail("signout");
    const { token } = await newAccount(backend, {
      email,
      password: "signout-Passphrase-1",
    });
    const asUser = httpClient(backend.url, token);
    expect(await asUser.query(appApi.me, {})).toMatchObject({ email });

    await asUser.action(authApi.signOut, {});

    expect(await asUser.query(appApi.me, {})).toBeNull();
    expect(
      codeOf(
        await outcome(
          asUser.mutation(appApi.updateProfile, { bio: "still me?" }),
        ),
      ),
    ).toBe("UNAUTHENTICATED");
  });

  it("a live subscription under that token re-runs as signed out", async () => {
    const email = freshEmail("live");
    const { token } = await newAccount(backend, {
      email,
      password: "live-Passphrase-1",
    });
    const client = new ConvexClient(backend.url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      unsavedChangesWarning: false,
      logger: false,
    });
    client.setAuth(() => Promise.resolve(token));
    const seen: Profile[] = [];
    let notify = () => {};
    const unsubscribe = client.onUpdate(appApi.me, {}, (profile) => {
      seen.push(profile);
      notify();
    });
    const next = (check: (p: Profile) => boolean) =>
      new Promise<void>((resolve) => {
        notify = () => {
          if (check(seen[seen.length - 1]!)) resolve();
        };
        notify();
      });
    try {
      await next((p) => p?.email === email);
      await httpClient(backend.url, token).action(authApi.signOut, {});
      await next((p) => p === null);
      expect(seen.at(-1)).toBeNull();
    } finally {
      unsubscribe();
      await client.close();
    }
  });

  it("access tokens live at most 10 minutes", async () => {
    const { token } = await newAccount(backend, {
      email: freshEmail("lifetime"),
      password: "lifetime-Passphrase-1",
    });
    const { iat, exp } = decodeJwt(token);
    expect(exp! - iat!).toBeLessThanOrEqual(10 * 60);
  });
});
