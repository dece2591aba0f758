/**
 * Shared by the account suites (two dots: never deployed, not a suite): real
 * password accounts made through the auth flows, and clients signed in with
 * the tokens Convex Auth issues, one session per sign-in.
 */
import { decodeJwt } from "jose";
import { api } from "./_generated/api";
import { getPasswordAccount, markEmailVerified } from "./model/users";
import type { TestConvex } from "./test.helpers";

export const PASSWORD = "first-secret9";

let counter = 0;
/** An email no account of this test has. */
export function freshEmail(name = "member"): string {
  counter += 1;
  return `${name}${counter}@example.com`;
}

async function signInFlow(t: TestConvex, params: Record<string, unknown>) {
  return await t.action(api.auth.signIn, { provider: "password", params });
}

/** Signs in with the password; the new session's client, or null when refused. */
export async function signIn(t: TestConvex, email: string, password: string) {
  const { tokens } = await signInFlow(t, { flow: "signIn", email, password });
  if (!tokens) throw new Error(`no tokens for ${email}`);
  return t.withIdentity({ subject: decodeJwt(tokens.token).sub });
}

/** A verified account (signed up, its email marked verified as its code would) and one session. */
export async function newMember(t: TestConvex, email = freshEmail()) {
  await signInFlow(t, {
    flow: "signUp",
    email,
    password: PASSWORD,
    name: "Ada Member",
    expertise: ["dev"],
  });
  await t.run(async (ctx) => {
    const account = await getPasswordAccount(ctx, email);
    await markEmailVerified(ctx, account!);
  });
  const as = await signIn(t, email, PASSWORD);
  const me = await as.query(api.profiles.me, {});
  return { email, as, userId: me!.userId };
}
