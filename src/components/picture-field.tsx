import { ImageUp } from "lucide-react";
import type { ReactNode } from "react";
import { PICTURE_ACCEPT } from "@convex/shared/pictures";
import { buttonVariants } from "@/components/ui/button-variants";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";

/**
 * Choosing a picture: the caller's preview (a box of fixed size, so nothing
 * moves when the image loads), a button-styled label over a visually hidden
 * file input (the input keeps the keyboard focus, the label shows its ring),
 * the upload's progress, and the hint or the error. The input is emptied
 * after each choice, so choosing the same file again is a new choice.
 */
export function PictureField({
  id,
  chooseLabel,
  hint,
  error,
  progress,
  preview,
  onChoose,
  disabled = false,
  children,
}: {
  id: string;
  /** The file input's name and the button's text ("Choose photo"). */
  chooseLabel: string;
  hint: string;
  error: string | null;
  /** The upload's percentage while it runs, else null. */
  progress: number | null;
  preview: ReactNode;
  onChoose: (file: File) => void;
  disabled?: boolean;
  /** Actions beside the choose button (save, remove). */
  children?: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-3">
      {preview}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept={PICTURE_ACCEPT}
          className="peer sr-only"
          disabled={disabled || progress !== null}
          aria-invalid={error !== null}
          aria-describedby={error === null ? hintId : errorId}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file !== undefined) onChoose(file);
          }}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: "outline" }),
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:pointer-events-none peer-disabled:opacity-50",
          )}
        >
          <ImageUp aria-hidden />
          {chooseLabel}
        </label>
        {children}
      </div>
      {progress === null ? null : (
        <div className="flex items-center gap-3">
          <Progress value={progress} aria-label="Upload progress" />
          <span className="w-12 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
            {progress}%
          </span>
        </div>
      )}
      {error === null ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
