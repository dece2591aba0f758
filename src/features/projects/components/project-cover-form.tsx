import { useState } from "react";
import type { Id } from "@convex/_generated/dataModel";
import type { ProjectData } from "@convex/shared/schemas";
import type { ProjectFormValues } from "../lib/project-form-values";
import { usePictureUpload } from "@/hooks/use-picture-upload";
import { ProjectCoverField } from "./project-cover-field";
import { ProjectForm } from "./form/project-form";

/** What a save does to the cover: a new upload's id, null to remove it, undefined to keep it. */
export type CoverChange = Id<"_storage"> | null | undefined;

/**
 * The project form with its cover image. Submitting hands the form's data and
 * `uploadCover`, which uploads a chosen file (showing its progress and, on
 * failure, its error here) and says what happens to the cover.
 */
export function ProjectCoverForm({
  initial,
  coverUrl,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  initial?: ProjectFormValues;
  coverUrl: string | null;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (
    data: ProjectData,
    uploadCover: () => Promise<CoverChange>,
  ) => Promise<void>;
}) {
  const picture = usePictureUpload("cover");
  const [removed, setRemoved] = useState(false);
  const [busy, setBusy] = useState(false);

  const uploadCover = async (): Promise<CoverChange> => {
    if (picture.file !== null) return await picture.upload();
    return removed ? null : undefined;
  };

  const submit = async (data: ProjectData) => {
    setBusy(true);
    try {
      await onSubmit(data, uploadCover);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProjectForm
      initial={initial}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onSubmit={submit}
    >
      <ProjectCoverField
        picture={picture}
        currentUrl={removed ? null : coverUrl}
        disabled={busy}
        onRemove={() => {
          picture.choose(null);
          setRemoved(true);
        }}
      />
    </ProjectForm>
  );
}
