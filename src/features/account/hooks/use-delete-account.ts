import { useAuthActions } from "@convex-dev/auth/react";
import { useAction } from "convex/react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { ACCOUNT_DELETION_MESSAGES } from "@convex/shared/accountDeletion";
import { paths } from "@/config/paths";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { leaveSignedOutTo } from "@/lib/signed-out-destination";
import { toast } from "@/lib/toast";
import { type DeletionError, deletionError } from "../lib/deletion-error";

/**
 * `account.deleteAccount`, then what follows in this browser: the home page
 * (the account's pages are no longer the member's), sign-out (the server
 * ended every session already; this drops the browser's tokens) and a toast.
 * A refusal leaves the dialog open with its message (`error`).
 *
 * The way out is home whoever signs the page out first: this hook, or the
 * live session check reacting to the server's end of the session before the
 * router has left the page (lib/signed-out-destination.ts).
 */
export function useDeleteAccount() {
  const remove = useAction(api.account.deleteAccount);
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DeletionError | null>(null);

  const deleteAccount = async (values: { password: string; email: string }) => {
    setBusy(true);
    setError(null);
    leaveSignedOutTo({ from: pathname, to: paths.home });
    try {
      await remove(values);
    } catch (failure) {
      leaveSignedOutTo(null);
      setError(deletionError(failure));
      setBusy(false);
      return;
    }
    void navigate(paths.home);
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
