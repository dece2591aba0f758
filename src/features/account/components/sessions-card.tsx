import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { DeferredDialog } from "@/components/deferred-dialog";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useNow } from "@/hooks/use-now";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { AccountCard } from "./account-card";
import { SessionItem } from "./session-item";

const ConfirmAll = lazyWithPreload(() =>
  import("./end-other-sessions-dialog").then((m) => m.EndOtherSessionsDialog),
);

/** The list, live: ended and expired sessions leave it as they go. */
function SessionList() {
  const sessions = useQuery(api.account.sessions, {});
  const now = useNow();
  if (sessions === undefined) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  const live = sessions.filter((session) => session.expiresAt > now);
  const others = live.filter((session) => !session.current).length;
  if (live.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No sessions to show.</p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="flex flex-col divide-y divide-border"
        aria-label="Sessions"
      >
        {live.map((session) => (
          <SessionItem key={session.sessionId} session={session} />
        ))}
      </ul>
      {others === 0 ? (
        <p className="text-sm text-muted-foreground">
          You are not signed in anywhere else.
        </p>
      ) : (
        <DeferredDialog
          trigger={
            <Button variant="outline" className="w-full sm:w-fit">
              End all other sessions
            </Button>
          }
          preload={ConfirmAll.preload}
        >
          {(dialog) => <ConfirmAll {...dialog} />}
        </DeferredDialog>
      )}
    </div>
  );
}

/** Settings → Account → Sessions: where the account is signed in; end one, or all others. */
export function SessionsCard() {
  return (
    <AccountCard
      title="Sessions"
      description="Every browser and device signed in to your account. End any you do not recognise, then change your password."
    >
      <QueryErrorBoundary
        fallback={(retry) => (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">
              Could not load your sessions.
            </p>
            <Button variant="outline" size="sm" onClick={retry}>
              Try again
            </Button>
          </div>
        )}
      >
        <SessionList />
      </QueryErrorBoundary>
    </AccountCard>
  );
}
