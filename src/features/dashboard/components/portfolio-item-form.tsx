import { useState, type FormEvent } from "react";
import {
  PORTFOLIO_LIMITS,
  portfolioItemInputSchema,
} from "@convex/shared/profileWork";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useFieldErrors } from "@/hooks/use-field-errors";
import type { PictureUpload } from "@/hooks/use-picture-upload";
import { schemaErrors } from "@/lib/field-errors";
import type {
  ImageChange,
  PortfolioFormValues,
  PortfolioItemData,
} from "../lib/portfolio-form";
import { PortfolioImageField } from "./portfolio-image-field";

type Field = keyof PortfolioFormValues;
const FIELDS: Field[] = ["title", "summary", "url"];
const validate = (values: PortfolioFormValues) =>
  schemaErrors<Field>(portfolioItemInputSchema, values);

/**
 * One portfolio item's form: title, one or two lines, a link and an optional
 * image (chosen through `picture`, previewed before it is saved), checked
 * with the schema the portfolio functions parse with. `onSubmit` reports its
 * own outcome.
 */
export function PortfolioItemForm({
  initialValues,
  imageUrl,
  picture,
  onSubmit,
  onCancel,
}: {
  initialValues: PortfolioFormValues;
  /** The saved image, null when none. */
  imageUrl: string | null;
  picture: PictureUpload;
  onSubmit: (data: PortfolioItemData, image: ImageChange) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initialValues);
  const [removeImage, setRemoveImage] = useState(false);
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck } = useFieldErrors(FIELDS, validate);
  const shown = picture.preview ?? (removeImage ? null : imageUrl);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check(values, event.currentTarget)) return;
    const image: ImageChange =
      picture.file !== null
        ? "new"
        : removeImage && imageUrl !== null
          ? "remove"
          : "keep";
    setBusy(true);
    try {
      await onSubmit(portfolioItemInputSchema.parse(values), image);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
      className="flex flex-col gap-4 rounded-lg border p-4"
    >
      <FormField
        id="portfolio-title"
        label="Title"
        error={errors.title}
        required
      >
        {(control) => (
          <Input
            {...control}
            name="title"
            maxLength={PORTFOLIO_LIMITS.titleMaxLength}
            value={values.title}
            onChange={(event) => change("title", event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="portfolio-summary"
        label="Summary"
        error={errors.summary}
        hint="One or two lines: what it is and what you did."
      >
        {(control) => (
          <Textarea
            {...control}
            name="summary"
            rows={2}
            maxLength={PORTFOLIO_LIMITS.summaryMaxLength}
            value={values.summary}
            onChange={(event) => change("summary", event.target.value)}
          />
        )}
      </FormField>
      <FormField id="portfolio-url" label="Link" error={errors.url}>
        {(control) => (
          <Input
            {...control}
            name="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="nora.dev/case-study"
            value={values.url}
            onChange={(event) => change("url", event.target.value)}
          />
        )}
      </FormField>
      <PortfolioImageField
        picture={picture}
        shown={shown}
        disabled={busy}
        onRemove={() => {
          picture.choose(null);
          setRemoveImage(true);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save item"}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
