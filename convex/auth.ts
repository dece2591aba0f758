import { convexAuth } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { publicQuery } from "./functions";
import { passwordProvider } from "./model/passwordProvider";

/**
 * Access tokens live 5 minutes. The clients renew them on their own before they
 * expire (ConvexReactClient asks for a new one 10 s ahead, and Convex Auth's
 * React provider renews with the refresh token, one tab at a time), so a
 * short life costs one small action per open tab every ~5 minutes and no
 * sign-in. Sign-out itself takes effect at once for the app's functions
 * (functions.ts checks that the token's session still exists); the short life
 * bounds what a copied token is worth on its own.
 */
export const ACCESS_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

/**
 * Email + password (model/passwordProvider.ts). Sign-up params: email,
 * password, flow "signUp", name, expertise (ids), bio; it signs nobody in.
 * Sign-in: email, password, flow "signIn", device (the browser's device id).
 * Refresh and sign-out are Convex Auth's own. Expected failures reach the
 * client as ConvexError({ code, message }).
 */
export const { auth, signIn, signOut, store } = convexAuth({
  providers: [passwordProvider()],
  jwt: { durationMs: ACCESS_TOKEN_LIFETIME_MS },
});

/**
 * Convex Auth's `isAuthenticated`, but true only while the token's session
 * exists (the library's own checks the token alone, which outlives sign-out).
 */
export const isAuthenticated = publicQuery({
  args: {},
  returns: v.boolean(),
  handler: (ctx) => Promise.resolve(ctx.viewerId !== null),
});
