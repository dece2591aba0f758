import type { ReactElement, ReactNode } from "react";
import { DeferredDialog } from "@/components/deferred-dialog";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

const Content = lazyWithPreload(() =>
  import("./auth-required-dialog-content").then(
    (m) => m.AuthRequiredDialogContent,
  ),
);

/**
 * For visitors who try to create: sign in right here (the form is passed in,
 * with `preloadSignIn` when it is itself loaded on demand). The dialog loads on
 * first open, preloaded on hover or focus of the trigger.
 */
export function AuthRequiredDialog({
  trigger,
  signIn,
  preloadSignIn,
}: {
  trigger: ReactElement;
  signIn: ReactNode;
  preloadSignIn?: () => unknown;
}) {
  return (
    <DeferredDialog
      trigger={trigger}
      preload={() => Promise.all([Content.preload(), preloadSignIn?.()])}
    >
      {(dialog) => <Content {...dialog} signIn={signIn} />}
    </DeferredDialog>
  );
}
