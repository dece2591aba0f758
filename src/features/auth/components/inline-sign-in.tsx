import { SignInPanel } from "./sign-in-panel";

/** The sign-in form, working (with the code step), for use inside other screens' dialogs. */
export function InlineSignIn() {
  return <SignInPanel />;
}
