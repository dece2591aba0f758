import { usePasswordSignIn } from "../hooks/use-password-sign-in";
import { SignInForm } from "./sign-in-form";

/** The sign-in form, working, for use inside other screens' dialogs. */
export function InlineSignIn() {
  const signIn = usePasswordSignIn();
  return <SignInForm onSubmit={signIn} />;
}
