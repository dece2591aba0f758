/**
 * Saves `blob` as a file named `fileName`, through the browser's own download
 * (what a link with `download` does), for files fetched with headers a plain
 * link cannot send.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's task, once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
