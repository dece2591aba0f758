import { PictureField } from "@/components/picture-field";
import { Button } from "@/components/ui/button";
import type { PictureUpload } from "@/hooks/use-picture-upload";
import { cn } from "@/lib/cn";

/**
 * An optional image chosen through `picture`: the one shown (or words saying
 * there is none) in a box of the caller's proportions, choose, remove while
 * one is shown, the upload's progress and any problem with the file. Neither
 * choosing nor removing is possible while the upload runs.
 */
export function OptionalImageField({
  id,
  picture,
  shown,
  labels,
  hint,
  frameClassName,
  disabled,
  onRemove,
}: {
  id: string;
  picture: PictureUpload;
  /** The image to show (the chosen file's preview, else the saved one), null when none. */
  shown: string | null;
  /** The choose and remove buttons' texts, the empty box's words, the image's alt text. */
  labels: { choose: string; remove: string; empty: string; alt: string };
  hint: string;
  /** The preview box's proportions and width. */
  frameClassName: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <PictureField
      id={id}
      chooseLabel={labels.choose}
      hint={hint}
      error={picture.error}
      progress={picture.progress}
      disabled={disabled}
      onChoose={picture.choose}
      preview={
        <div
          className={cn(
            "flex w-full items-center justify-center overflow-hidden rounded-lg border bg-muted",
            frameClassName,
          )}
        >
          {shown === null ? (
            <span className="text-sm text-muted-foreground">
              {labels.empty}
            </span>
          ) : (
            <img
              src={shown}
              alt={labels.alt}
              className="size-full object-cover"
            />
          )}
        </div>
      }
    >
      {shown === null ? null : (
        <Button
          type="button"
          variant="ghost"
          disabled={disabled || picture.progress !== null}
          onClick={onRemove}
        >
          {labels.remove}
        </Button>
      )}
    </PictureField>
  );
}
