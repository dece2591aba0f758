import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteAccount } from "../hooks/use-delete-account";
import { DeleteAccountDialog } from "./delete-account-dialog";

/**
 * The danger zone of Settings' Account section: deleting the account. It
 * holds the deletion (hooks/use-delete-account.ts) and keeps the account's
 * email once loaded: the deletion makes `profiles.me`
 * null before the browser has left, and the open dialog stays as it was.
 */
export function DeleteAccountCard() {
  const me = useQuery(api.profiles.me, {});
  const deletion = useDeleteAccount();
  const [email, setEmail] = useState<string | null>(null);
  if (me?.email && me.email !== email) setEmail(me.email);
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle asChild>
          <h3>Delete account</h3>
        </CardTitle>
        <CardDescription>
          Deletes your profile and your account for good. Messages you sent and
          reviews you wrote stay with the people who got them, from
          &ldquo;Deleted member&rdquo;.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {email ? (
          <DeleteAccountDialog email={email} deletion={deletion} />
        ) : (
          <Skeleton className="h-11 w-36 md:h-9" />
        )}
      </CardContent>
    </Card>
  );
}
