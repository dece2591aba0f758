import { useAction, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { submitOutcome } from "../lib/submit-outcome";
import { AccountCard } from "./account-card";
import { EmailChangeCodeForm } from "./email-change-code-form";
import { EmailChangeRequestForm } from "./email-change-request-form";

/**
 * Settings → Account → Change email: the new address and the password, then
 * the code mailed there. The sign-in email (shown live) changes only then.
 */
export function ChangeEmailCard() {
  const me = useQuery(api.profiles.me, {});
  const requestChange = useAction(api.account.requestEmailChange);
  const confirmChange = useAction(api.account.confirmEmailChange);
  // The address a code was sent to: the code step shows while it is set.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastAsked, setLastAsked] = useState("");
  const currentEmail = me?.email ?? "";

  return (
    <AccountCard
      title="Change email"
      description="The address you sign in with and get our emails at."
    >
      <p className="mb-4 text-sm">
        Current email:{" "}
        {me === undefined ? (
          <Skeleton className="inline-block h-4 w-48 align-middle" />
        ) : (
          <span className="font-medium break-all">{currentEmail}</span>
        )}
      </p>
      {me === undefined ? (
        <Skeleton className="h-40 w-full max-w-md" />
      ) : sentTo === null ? (
        <EmailChangeRequestForm
          currentEmail={currentEmail}
          defaultEmail={lastAsked}
          onSubmit={({ newEmail, password }) =>
            submitOutcome(
              async () => {
                await requestChange({ newEmail, password });
                setLastAsked(newEmail);
                setSentTo(newEmail.toLowerCase());
              },
              { INVALID_CREDENTIALS: "password", INVALID_INPUT: "newEmail" },
              "Could not send the code",
            )
          }
        />
      ) : (
        <EmailChangeCodeForm
          newEmail={sentTo}
          onBack={() => setSentTo(null)}
          onSubmit={(code) =>
            submitOutcome(
              async () => {
                await confirmChange({ code });
                setSentTo(null);
                setLastAsked("");
                toast.success("Email changed", {
                  description: `You now sign in with ${sentTo}.`,
                });
              },
              {
                INVALID_CODE: "code",
                INVALID_INPUT: "code",
                TOO_MANY_ATTEMPTS: "code",
              },
              "Could not change the email",
            )
          }
        />
      )}
    </AccountCard>
  );
}
