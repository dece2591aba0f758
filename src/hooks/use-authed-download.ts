import { useAuthToken } from "@convex-dev/auth/react";
import { useState } from "react";
import { DownloadRefused, fetchDownload } from "@/lib/fetch-download";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";

/**
 * Downloads a file of one of the app's authenticated downloads (a data
 * export, a team room's file) as the signed-in member and saves it under
 * `fileName`; busy meanwhile. A refusal shows the server's words under
 * `failedTitle`; `signedOut` when there is no token to send.
 */
export function useAuthedDownload(words: {
  failedTitle: string;
  signedOut: string;
}) {
  const token = useAuthToken();
  const [busy, setBusy] = useState(false);
  const download = async (file: { downloadPath: string; fileName: string }) => {
    setBusy(true);
    try {
      saveBlob(
        await fetchDownload(token, file.downloadPath, words.signedOut),
        file.fileName,
      );
    } catch (error) {
      if (!(error instanceof DownloadRefused))
        logUnexpectedError(words.failedTitle, error);
      toast.error(words.failedTitle, {
        description:
          error instanceof DownloadRefused
            ? error.message
            : "Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
