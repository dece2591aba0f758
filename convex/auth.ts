import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import type { DataModel } from "./_generated/dataModel";
import {
  createOrUpdateUser,
  passwordProfile,
  validatePassword,
  withAppErrors,
} from "./model/users";

/**
 * Email + password. Sign-up params: email, password, flow "signUp", name,
 * expertise (ids), bio. Sign-in: email, password, flow "signIn". Refresh and
 * sign-out are Convex Auth's own; its failed sign-in rate limit stays on.
 * Expected failures (bad input, wrong credentials, rate limit, taken email)
 * reach the client as ConvexError({ code, message }).
 */
export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    withAppErrors(
      Password<DataModel>({
        profile: passwordProfile,
        validatePasswordRequirements: validatePassword,
      }),
    ),
  ],
  callbacks: {
    createOrUpdateUser: async (ctx, args) =>
      await createOrUpdateUser(ctx, args),
  },
});
