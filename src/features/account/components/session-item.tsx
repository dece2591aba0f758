import { Monitor } from "lucide-react";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { DeferredDialog } from "@/components/deferred-dialog";
import { RelativeTime } from "@/components/project-card/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

export type SessionRow = FunctionReturnType<
  typeof api.account.sessions
>[number];

const Confirm = lazyWithPreload(() =>
  import("./end-session-dialog").then((m) => m.EndSessionDialog),
);

/** One session: this browser's marked, when it began and was last active; End for the others. */
export function SessionItem({ session }: { session: SessionRow }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Monitor aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
          Browser or device
          {session.current ? (
            <Badge variant="success">This browser</Badge>
          ) : null}
        </span>
        <span className="text-xs text-muted-foreground">
          Signed in <RelativeTime time={session.createdAt} />
          {" · "}
          {session.current ? (
            "active now"
          ) : (
            <>
              active <RelativeTime time={session.lastActiveAt} />
            </>
          )}
        </span>
      </div>
      {session.current ? null : (
        <DeferredDialog
          trigger={
            <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9">
              End<span className="sr-only"> this session</span>
            </Button>
          }
          preload={Confirm.preload}
        >
          {(dialog) => <Confirm {...dialog} sessionId={session.sessionId} />}
        </DeferredDialog>
      )}
    </li>
  );
}
