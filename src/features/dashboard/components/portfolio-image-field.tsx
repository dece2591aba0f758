import { megabytes, PICTURE_MAX_BYTES } from "@convex/shared/pictures";
import { PictureField } from "@/components/picture-field";
import { Button } from "@/components/ui/button";
import type { PictureUpload } from "@/hooks/use-picture-upload";

/**
 * A portfolio item's optional image: the one shown (the chosen file's
 * preview, else the saved image) in a box of fixed proportions, choose and
 * remove, the upload's progress and any problem with the file.
 */
export function PortfolioImageField({
  picture,
  shown,
  disabled,
  onRemove,
}: {
  picture: PictureUpload;
  /** The image to show, null when none. */
  shown: string | null;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <PictureField
      id="portfolio-image"
      chooseLabel="Choose image"
      hint={`Optional. PNG, JPEG, WebP or GIF, up to ${megabytes(PICTURE_MAX_BYTES.portfolio)}.`}
      error={picture.error}
      progress={picture.progress}
      disabled={disabled}
      onChoose={picture.choose}
      preview={
        <div className="flex aspect-video w-full max-w-xs items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {shown === null ? (
            <span className="text-sm text-muted-foreground">No image</span>
          ) : (
            <img
              src={shown}
              alt="Image preview"
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
          disabled={disabled}
          onClick={onRemove}
        >
          Remove image
        </Button>
      )}
    </PictureField>
  );
}
