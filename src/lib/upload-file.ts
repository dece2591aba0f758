import type { Id } from "@convex/_generated/dataModel";

/** What a person is told when the upload itself fails (network, server). */
export const UPLOAD_FAILED =
  "The upload failed. Please check your connection and try again.";

/**
 * POSTs a file to a Convex upload URL (`files.generateUploadUrl`) and resolves
 * with its storage id. XMLHttpRequest rather than fetch, for the upload's
 * progress: `onProgress` gets the fraction sent, from 0 to 1. Rejects with
 * an Error whose message is UPLOAD_FAILED.
 */
export function uploadFile(
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Id<"_storage">> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const fail = () => reject(new Error(UPLOAD_FAILED));
    request.open("POST", url);
    request.setRequestHeader(
      "Content-Type",
      file.type === "" ? "application/octet-stream" : file.type,
    );
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = fail;
    request.onabort = fail;
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) return fail();
      try {
        const { storageId } = JSON.parse(request.responseText) as {
          storageId: Id<"_storage">;
        };
        onProgress(1);
        resolve(storageId);
      } catch {
        fail();
      }
    };
    request.send(file);
  });
}
