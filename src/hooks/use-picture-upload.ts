import { useMutation } from "convex/react";
import { useEffect, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { PictureKind } from "@convex/shared/pictures";
import { pictureProblem } from "@/lib/picture-problem";
import { toUserMessage } from "@/lib/to-user-message";
import { UPLOAD_FAILED, uploadFile } from "@/lib/upload-file";

export type PictureUpload = {
  /** The chosen file, once it passed the quick checks. */
  file: File | null;
  /** Its preview (an object URL), null when none is chosen. */
  preview: string | null;
  /** The upload's percentage while it runs, else null. */
  progress: number | null;
  /** What went wrong, in words for people. */
  error: string | null;
  /** Checks and takes a file (null: forget the chosen one). */
  choose: (file: File | null) => void;
  /** Uploads the chosen file; its storage id, to attach with setPhoto / setCover. */
  upload: () => Promise<Id<"_storage">>;
  setError: (error: string | null) => void;
};

/**
 * A picture chosen in the browser, previewed and uploaded to Convex file
 * storage with its progress. Attaching it is the caller's (the server checks
 * the stored file again; its refusal goes to `setError`).
 */
export function usePictureUpload(kind: PictureKind): PictureUpload {
  const generateUploadUrl = useMutation(api.files.generateUploadUrl);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL lives as long as it is shown.
  useEffect(
    () => () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (next: File | null) => {
    const problem = next === null ? null : pictureProblem(next, kind);
    setError(problem);
    const accepted = problem === null ? next : null;
    setFile(accepted);
    setPreview(accepted === null ? null : URL.createObjectURL(accepted));
  };

  const upload = async () => {
    if (file === null) throw new Error("No picture chosen");
    setError(null);
    setProgress(0);
    try {
      const url = await generateUploadUrl();
      return await uploadFile(url, file, (fraction) =>
        setProgress(Math.round(fraction * 100)),
      );
    } catch (failure) {
      setError(toUserMessage(failure, UPLOAD_FAILED));
      throw failure;
    } finally {
      setProgress(null);
    }
  };

  return { file, preview, progress, error, choose, upload, setError };
}
