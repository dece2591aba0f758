import { MessageSquare } from "lucide-react";
import { DeferredDialog } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import type { AuthState } from "@/hooks/use-auth-state";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import type { BuilderRow } from "../lib/types";
import { SignInButton } from "./sign-in-button";

const Content = lazyWithPreload(() =>
  import("./message-builder-dialog-content").then(
    (m) => m.MessageBuilderDialogContent,
  ),
);

/**
 * Message: a dialog with the builder's about, skills and projects, Follow /
 * Unfollow, the live conversation and the composer
 * (`message-builder-dialog-content.tsx`, loaded on first open, preloaded on
 * hover or focus of the button). Visitors go to sign-in instead.
 */
export function MessageBuilderDialog({
  builder,
  auth,
  size = "sm",
}: {
  builder: BuilderRow;
  auth: AuthState;
  size?: "sm" | "default";
}) {
  if (auth === "signedOut") {
    return (
      <SignInButton variant="outline" size={size}>
        <MessageSquare aria-hidden />
        Message
      </SignInButton>
    );
  }

  // A block either way hides the contact options (the server refuses sends too).
  if (auth === "signedIn" && !builder.canMessage) return null;

  return (
    <DeferredDialog
      trigger={
        <Button variant="outline" size={size} disabled={auth === "loading"}>
          <MessageSquare aria-hidden />
          Message
        </Button>
      }
      preload={Content.preload}
    >
      {(dialog) => <Content {...dialog} builder={builder} auth={auth} />}
    </DeferredDialog>
  );
}
