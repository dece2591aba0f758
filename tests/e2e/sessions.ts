import type { Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { codeFromMail } from "./mail";
import { BACKEND_URL } from "./ports";

/**
 * Sessions for tests that are not about the auth forms: the account is made
 * and signed in through Convex Auth's own `auth:signIn` action, over HTTP, as
 * the app's forms call it (the same password rules, hashing and verification
 * email), and the page then starts with that session in its storage, as a
 * browser that signed in before would. The forms themselves are tested in
 * auth-pages.spec.ts and email.spec.ts.
 */

const signInAction = makeFunctionReference<
  "action",
  { provider: string; params: Record<string, unknown> },
  { tokens?: { token: string; refreshToken: string } | null; started?: boolean }
>("auth:signIn");

interface Tokens {
  token: string;
  refreshToken: string;
}

async function signInCall(params: Record<string, unknown>) {
  return new ConvexHttpClient(BACKEND_URL, { logger: false }).action(
    signInAction,
    {
      provider: "password",
      params,
    },
  );
}

function tokensOf(
  result: Awaited<ReturnType<typeof signInCall>>,
  what: string,
): Tokens {
  if (!result.tokens) {
    throw new Error(`${what} gave no session: ${JSON.stringify(result)}`);
  }
  return result.tokens;
}

/** A session of an existing, verified account. */
export async function passwordSession(
  email: string,
  password: string,
): Promise<Tokens> {
  return tokensOf(
    await signInCall({ flow: "signIn", email, password }),
    `Signing in ${email}`,
  );
}

/**
 * A new account (what the sign-up form sends: a Development builder, no bio),
 * verified with the code of its verification email, and its first session.
 */
export async function newAccountSession(person: {
  name: string;
  email: string;
  password: string;
}): Promise<Tokens> {
  await signInCall({
    flow: "signUp",
    email: person.email,
    password: person.password,
    name: person.name,
    expertise: ["dev"],
    bio: "",
  });
  const code = await codeFromMail(person.email, "verification");
  return tokensOf(
    await signInCall({ flow: "email-verification", email: person.email, code }),
    `Verifying ${person.email}`,
  );
}

/**
 * Puts a session into the page's storage, where the Convex Auth client keeps
 * it (keys named after the backend's address), before the app's code runs on
 * the next load; once per session, so a later sign-out stays signed out.
 */
export async function startWithSession(page: Page, tokens: Tokens) {
  const namespace = BACKEND_URL.replace(/[^a-zA-Z0-9]/g, "");
  await page.addInitScript(
    ({ namespace, token, refreshToken }) => {
      const marker = `e2e-session:${refreshToken}`;
      if (localStorage.getItem(marker) !== null) return;
      localStorage.setItem(`__convexAuthJWT_${namespace}`, token);
      localStorage.setItem(
        `__convexAuthRefreshToken_${namespace}`,
        refreshToken,
      );
      localStorage.setItem(marker, "1");
    },
    { namespace, ...tokens },
  );
}
