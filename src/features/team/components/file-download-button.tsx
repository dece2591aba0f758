import { useAuthedDownload } from "@/hooks/use-authed-download";

const DOWNLOAD_WORDS = {
  failedTitle: "Could not download the file",
  signedOut: "Sign in again to download this file.",
};

/**
 * A team file's name as its download: fetched with the member's token from
 * the room's authenticated download (members only, checked when asked), then
 * saved under its name.
 */
export function FileDownloadButton({
  file,
}: {
  file: { name: string; downloadPath: string };
}) {
  const { busy, download } = useAuthedDownload(DOWNLOAD_WORDS);
  return (
    <button
      type="button"
      aria-label={`Download ${file.name}`}
      aria-busy={busy}
      disabled={busy}
      onClick={() =>
        void download({ downloadPath: file.downloadPath, fileName: file.name })
      }
      className="max-w-full truncate rounded-sm text-left hover:underline disabled:cursor-progress disabled:opacity-70"
    >
      {file.name}
    </button>
  );
}
