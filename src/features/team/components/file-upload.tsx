import { useMutation } from "convex/react";
import { Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TEAM_LIMITS } from "@convex/shared/constants";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import { UPLOAD_FAILED, uploadFile } from "@/lib/upload-file";

const MAX_MB = TEAM_LIMITS.maxFileBytes / (1024 * 1024);

/**
 * Upload a file: a quick size check here (the server's, on the stored file,
 * is the rule), then the upload with its progress, then `teamFiles.attach`,
 * which gives it to the team.
 */
export function FileUpload({ projectId }: { projectId: Id<"projects"> }) {
  const generateUploadUrl = useMutation(api.files.generateUploadUrl);
  const attach = useMutation(api.teamFiles.attach);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (file.size > TEAM_LIMITS.maxFileBytes) {
      toast.error("This file is too large", {
        description: `Files can be at most ${MAX_MB} MB.`,
      });
      return;
    }
    setProgress(0);
    try {
      const url = await generateUploadUrl({});
      const storageId = await uploadFile(url, file, setProgress);
      await attach({ projectId, storageId, name: file.name });
      toast.success(`${file.name} uploaded`);
    } catch (error) {
      toast.error("The file could not be uploaded", {
        description: toUserMessage(error, UPLOAD_FAILED),
      });
    } finally {
      setProgress(null);
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void upload(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={onChange}
      />
      <Button
        variant="outline"
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden />
        Upload a file
      </Button>
      {progress === null ? (
        <span className="text-xs text-muted-foreground">
          Up to {MAX_MB} MB each.
        </span>
      ) : (
        <label className="flex items-center gap-2 text-sm">
          Uploading…
          <progress value={progress} max={1} className="w-32" />
          <span className="tabular-nums">{Math.round(progress * 100)}%</span>
        </label>
      )}
    </div>
  );
}
