import { useAuthToken } from "@convex-dev/auth/react";
import { useState } from "react";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { saveBlob } from "@/lib/save-blob";
import { toast } from "@/lib/toast";
import { DataExportRefused, fetchDataExport } from "../lib/fetch-data-export";

const FAILED = "Could not download your data";

/** Downloads a ready export as the signed-in member and saves it; busy meanwhile. */
export function useDataExportDownload() {
  const token = useAuthToken();
  const [busy, setBusy] = useState(false);
  const download = async (file: { downloadPath: string; fileName: string }) => {
    setBusy(true);
    try {
      saveBlob(await fetchDataExport(token, file.downloadPath), file.fileName);
    } catch (error) {
      if (!(error instanceof DataExportRefused))
        logUnexpectedError(FAILED, error);
      toast.error(FAILED, {
        description:
          error instanceof DataExportRefused
            ? error.message
            : "Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
