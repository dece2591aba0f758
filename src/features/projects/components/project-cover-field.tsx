import { megabytes, PICTURE_MAX_BYTES } from "@convex/shared/pictures";
import { OptionalImageField } from "@/components/optional-image-field";
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
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Cover image</legend>
      <OptionalImageField
        id="project-cover"
        picture={picture}
        shown={picture.preview ?? currentUrl}
        labels={{
          choose: "Choose cover image",
          remove: "Remove cover",
          empty: "No cover image",
          alt: "Cover image preview",
        }}
        hint={`Optional. Shown on the project's page and cards. PNG, JPEG, WebP or GIF, up to ${megabytes(PICTURE_MAX_BYTES.cover)}.`}
        frameClassName="aspect-[3/1]"
        disabled={disabled}
        onRemove={onRemove}
      />
    </fieldset>
  );
}
