import { WifiOff } from "lucide-react";
import { useConnection } from "@/hooks/use-connection";

/**
 * A discreet notice while the client has no connection to the server. Live
 * data stops updating meanwhile, and actions wait to be sent; both resume by
 * themselves when the connection returns.
 */
export function ConnectionBanner() {
  const { disconnected, hasEverConnected } = useConnection();
  return (
    <div role="status" aria-live="polite" className="contents">
      {disconnected ? (
        <p className="fixed bottom-4 left-4 z-50 flex items-center gap-2 rounded-full border border-border bg-popover px-4 py-2 text-sm font-medium text-popover-foreground shadow-md">
          <WifiOff aria-hidden className="size-4 text-muted-foreground" />
          {hasEverConnected ? "Reconnecting..." : "Connecting..."}
        </p>
      ) : null}
    </div>
  );
}
