import { megabytes, PICTURE_MAX_BYTES } from "@convex/shared/pictures";
import { PictureField } from "@/components/picture-field";
import { Button } from "@/components/ui/button";
import type { PictureUpload } from "@/hooks/use-picture-upload";

/**
 * The project form's cover image: a preview in the banner's proportions (the
 * chosen file, else the current cover), choose, remove, the upload's progress.
 */
export function ProjectCoverField({
  picture,
  currentUrl,
  onRemove,
  disabled,
}: {
  picture: PictureUpload;
  /** The saved cover, null when none (or removed in this form). */
  currentUrl: string | null;
  onRemove: () => void;
  disabled: boolean;
}) {
  const shown = picture.preview ?? currentUrl;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Cover image</legend>
      <PictureField
        id="project-cover"
        chooseLabel="Choose cover image"
        hint={`Optional. Shown on the project's page and cards. PNG, JPEG, WebP or GIF, up to ${megabytes(PICTURE_MAX_BYTES.cover)}.`}
        error={picture.error}
        progress={picture.progress}
        disabled={disabled}
        onChoose={picture.choose}
        preview={
          <div className="flex aspect-[3/1] w-full items-center justify-center overflow-hidden rounded-lg border bg-muted">
            {shown === null ? (
              <span className="text-sm text-muted-foreground">
                No cover image
              </span>
            ) : (
              <img
                src={shown}
                alt="Cover image preview"
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
            onClick={onRemove}
            disabled={disabled || picture.progress !== null}
          >
            Remove cover
          </Button>
        )}
      </PictureField>
    </fieldset>
  );
}
