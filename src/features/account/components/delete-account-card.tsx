import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The danger zone of Settings' Account section: deleting the account. */
export function DeleteAccountCard() {
  const me = useQuery(api.profiles.me, {});
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
        {me?.email ? (
          <DeleteAccountDialog email={me.email} />
        ) : (
          <Skeleton className="h-11 w-36 md:h-9" />
        )}
      </CardContent>
    </Card>
  );
}
