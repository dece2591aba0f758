import { useAction, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { submitOutcome } from "../lib/submit-outcome";
import { AccountCard } from "./account-card";
import { ChangePasswordForm } from "./change-password-form";

/** Settings → Account → Change password: every other session ends with it. */
export function ChangePasswordCard() {
  const me = useQuery(api.profiles.me, {});
  const changePassword = useAction(api.account.changePassword);
  return (
    <AccountCard
      title="Change password"
      description="You stay signed in here; every other browser and device is signed out."
    >
      {me === undefined ? (
        <Skeleton className="h-56 w-full max-w-md" />
      ) : (
        <ChangePasswordForm
          email={me?.email ?? ""}
          onSubmit={({ currentPassword, newPassword }) =>
            submitOutcome(
              async () => {
                await changePassword({ currentPassword, newPassword });
                toast.success("Password changed", {
                  description:
                    "Every other browser and device was signed out. We emailed you a note.",
                });
              },
              {
                INVALID_CREDENTIALS: "currentPassword",
                INVALID_INPUT: "newPassword",
              },
              "Could not change the password",
            )
          }
        />
      )}
    </AccountCard>
  );
}
