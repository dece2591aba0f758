import { Download, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAuthedDownload } from "@/hooks/use-authed-download";
import { formatFileSize } from "../lib/format-file-size";

const DOWNLOAD_WORDS = {
  failedTitle: "Could not download your data",
  signedOut: "Sign in again to download your data.",
};

const dateTime = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

type ReadyExport = {
  expiresAt: number;
  byteSize: number;
  fileName: string;
  downloadPath: string;
};

/** A ready export: Download (until it expires) and Make a new one. */
export function DataExportReady({
  file,
  starting,
  onStart,
}: {
  file: ReadyExport;
  starting: boolean;
  onStart: () => void;
}) {
  const { busy, download } = useAuthedDownload(DOWNLOAD_WORDS);
  const expires = new Date(file.expiresAt);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Your file is ready ({formatFileSize(file.byteSize)}). You can download
        it until{" "}
        <time dateTime={expires.toISOString()} className="font-medium">
          {dateTime.format(expires)}
        </time>
        ; then it is deleted.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void download(file)} disabled={busy}>
          <Download aria-hidden />
          {busy ? "Downloading…" : "Download"}
        </Button>
        <Button variant="outline" onClick={onStart} disabled={starting}>
          <RefreshCw aria-hidden />
          Make a new one
        </Button>
      </div>
    </div>
  );
}
