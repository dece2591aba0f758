import { useAuthActions } from "@convex-dev/auth/react";
import { useAction } from "convex/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { ACCOUNT_DELETION_MESSAGES } from "@convex/shared/accountDeletion";
import { paths } from "@/config/paths";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { toast } from "@/lib/toast";
import { type DeletionError, deletionError } from "../lib/deletion-error";

/**
 * `account.deleteAccount`, then what follows in this browser: the home page
 * (the account's pages are no longer the member's), sign-out (the server
 * ended every session already; this drops the browser's tokens) and a toast.
 * A refusal leaves the dialog open with its message (`error`).
 *
 * Sign-out waits until the component holding this hook has unmounted, that
 * is until the router has really left the member-only page: the router moves
 * in a transition, and a sign-out that lands before it would have the page's
 * guard send the browser to sign-in instead.
 */
export function useDeleteAccount() {
  const remove = useAction(api.account.deleteAccount);
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DeletionError | null>(null);
  const onLeave = useRef<(() => void) | null>(null);
  useEffect(() => () => onLeave.current?.(), []);

  const deleteAccount = async (values: { password: string; email: string }) => {
    setBusy(true);
    setError(null);
    try {
      await remove(values);
    } catch (failure) {
      setError(deletionError(failure));
      setBusy(false);
      return;
    }
    await new Promise<void>((resolve) => {
      onLeave.current = resolve;
      void navigate(paths.home);
    });
    try {
      await signOut();
    } catch (failure) {
      logUnexpectedError("Sign out after deleting the account failed", failure);
    }
    toast.success(ACCOUNT_DELETION_MESSAGES.deleted);
  };

  return { deleteAccount, busy, error, clearError: () => setError(null) };
}

export type AccountDeletion = ReturnType<typeof useDeleteAccount>;
