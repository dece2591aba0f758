import { CloudOff, WifiOff } from "lucide-react";
import type { ChunkFailure } from "@/components/chunk-boundary";
import { Button } from "@/components/ui/button";

/**
 * In place of a page whose code could not be loaded: offline, that it will
 * load once the browser is back online (it does, by itself: ChunkBoundary);
 * online, that it did not load, with Try Again and Reload (a reload also
 * picks up a newer version of the app, if one replaced this one's files).
 */
export function PageUnavailable({ offline, retry }: ChunkFailure) {
  const Icon = offline ? WifiOff : CloudOff;
  return (
    <div
      role="status"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-6" />
      </span>
      <h1 className="text-h2 font-semibold">
        {offline ? "You're offline" : "This page didn't load"}
      </h1>
      <p className="text-muted-foreground">
        {offline
          ? "This page will load when you're back online."
          : "Check your connection, then try again."}
      </p>
      {offline ? null : (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={retry}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      )}
    </div>
  );
}
