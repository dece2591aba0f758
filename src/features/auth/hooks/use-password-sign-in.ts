import { useAuthActions } from "@convex-dev/auth/react";
import { toast } from "sonner";
import { toUserMessage } from "@/lib/to-user-message";
import type { SignInValues } from "../components/sign-in-form";
import { getDeviceId } from "../lib/device-id";

/**
 * Password sign-in with the spec's toasts; resolves whether or not it succeeded.
 * Sends this browser's device id (lib/device-id.ts) for the per-browser limit.
 */
export function usePasswordSignIn() {
  const { signIn } = useAuthActions();
  return async ({ email, password }: SignInValues) => {
    try {
      await signIn("password", {
        email,
        password,
        flow: "signIn",
        device: getDeviceId(),
      });
      toast.success("Welcome back!", {
        description: "You've successfully signed in.",
      });
    } catch (error) {
      console.error("Sign in failed", error);
      toast.error("Sign in failed", {
        description: toUserMessage(error, "An error occurred during sign in"),
      });
    }
  };
}
