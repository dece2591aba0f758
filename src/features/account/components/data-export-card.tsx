import { useMutation, useQuery } from "convex/react";
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
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import { DataExportState } from "./data-export-state";

const FAILED = "Could not start your download";

/**
 * Settings' Download my data: a JSON file of everything Buildmates holds
 * about the member, made on the server (live progress from
 * `account.dataExport`), downloadable only by them until it expires.
 */
export function DataExportCard() {
  const latest = useQuery(api.account.dataExport, {});
  const requestExport = useMutation(api.account.requestDataExport);
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    requestExport({})
      .catch((error: unknown) => {
        logUnexpectedError(FAILED, error);
        toast.error(FAILED, {
          description: toUserMessage(error, "Please try again."),
        });
      })
      .finally(() => setStarting(false));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>Download my data</h3>
        </CardTitle>
        <CardDescription>
          One JSON file of everything Buildmates holds about you: your account
          and profile, projects, applications sent and received, invitations,
          messages, reviews written and received, notifications, saved searches,
          follows, favourites, blocks, reports, and links to your photo and
          covers. Only you can download it, for 7 days; then it is deleted.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {latest === undefined ? (
          <Skeleton className="h-11 w-44 md:h-9" />
        ) : (
          <DataExportState
            latest={latest}
            starting={starting}
            onStart={start}
          />
        )}
      </CardContent>
    </Card>
  );
}
