import { AlertCircle, FileJson, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { DataExportStatus } from "@convex/shared/dataExports";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { DataExportReady } from "./data-export-ready";

type DataExportView = NonNullable<
  FunctionReturnType<typeof api.account.dataExport>
>;

type StateProps = {
  latest: DataExportView | null;
  starting: boolean;
  onStart: () => void;
};

function StartButton({
  starting,
  onStart,
  children,
}: {
  starting: boolean;
  onStart: () => void;
  children: ReactNode;
}) {
  return (
    <Button onClick={onStart} disabled={starting}>
      <FileJson aria-hidden />
      {children}
    </Button>
  );
}

function Pending() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <Loader2
        aria-hidden
        className="size-4 animate-spin motion-reduce:animate-none"
      />
      Preparing your file… This can take a minute. You can leave this page; it
      keeps going.
    </p>
  );
}

const STATES: Record<DataExportStatus, (props: StateProps) => ReactNode> = {
  pending: () => <Pending />,
  ready: ({ latest, starting, onStart }) =>
    latest?.expiresAt !== undefined &&
    latest.byteSize !== undefined &&
    latest.fileName !== undefined &&
    latest.downloadPath !== undefined ? (
      <DataExportReady
        file={{
          expiresAt: latest.expiresAt,
          byteSize: latest.byteSize,
          fileName: latest.fileName,
          downloadPath: latest.downloadPath,
        }}
        starting={starting}
        onStart={onStart}
      />
    ) : (
      <Pending />
    ),
  failed: ({ starting, onStart }) => (
    <div className="flex flex-col items-start gap-4">
      <p
        role="alert"
        className="flex items-center gap-2 text-sm text-destructive"
      >
        <AlertCircle aria-hidden className="size-4 shrink-0" />
        We could not prepare your file. Nothing was kept; please try again.
      </p>
      <StartButton starting={starting} onStart={onStart}>
        Try again
      </StartButton>
    </div>
  ),
  expired: ({ starting, onStart }) => (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-muted-foreground">
        Your last file expired and was deleted.
      </p>
      <StartButton starting={starting} onStart={onStart}>
        Make a new one
      </StartButton>
    </div>
  ),
};

/**
 * What the card shows for the member's latest export (or none yet). From the
 * click on, while the request is on its way, it shows the progress: a quick
 * export can be ready before the server's "pending" ever reaches the page.
 */
export function DataExportState(props: StateProps) {
  if (props.starting) return <Pending />;
  if (props.latest === null) {
    return (
      <StartButton starting={props.starting} onStart={props.onStart}>
        Prepare my data
      </StartButton>
    );
  }
  return STATES[props.latest.status](props);
}
