import { megabytes, PICTURE_MAX_BYTES } from "@convex/shared/pictures";
import { OptionalImageField } from "@/components/optional-image-field";
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
    <OptionalImageField
      id="portfolio-image"
      picture={picture}
      shown={shown}
      labels={{
        choose: "Choose image",
        remove: "Remove image",
        empty: "No image",
        alt: "Image preview",
      }}
      hint={`Optional. PNG, JPEG, WebP or GIF, up to ${megabytes(PICTURE_MAX_BYTES.portfolio)}.`}
      frameClassName="aspect-video max-w-xs"
      disabled={disabled}
      onRemove={onRemove}
    />
  );
}
