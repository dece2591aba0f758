import { useState, type FormEvent } from "react";
import {
  DEFAULT_PROJECT_CATEGORY,
  LIMITS,
  PROJECT_CATEGORIES,
} from "@convex/shared/constants";
import {
  projectFormSchema,
  type ProjectData,
  type ProjectFormValues,
} from "@convex/shared/schemas";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { formText } from "@/lib/form-text";
import { fieldErrors } from "@/lib/field-errors";

type Field = keyof ProjectFormValues;

const emptyProjectForm: ProjectFormValues = {
  title: "",
  description: "",
  category: DEFAULT_PROJECT_CATEGORY,
  skills: "",
  openPositions: "1",
};

/**
 * The project form, pure: raw values in, parsed data out through `onSubmit`, with
 * the same zod schema the server uses. It stays filled if `onSubmit` throws.
 */
export function ProjectForm({
  initial = emptyProjectForm,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  initial?: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (data: ProjectData) => Promise<void>;
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [category, setCategory] = useState(initial.category);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = projectFormSchema.safeParse({
      title: formText(form, "title"),
      description: formText(form, "description"),
      category,
      skills: formText(form, "skills"),
      openPositions: formText(form, "openPositions"),
    });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (field: Field) =>
    errors[field] ? `project-${field}-error` : undefined;

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField id="project-title" label="Title" error={errors.title}>
        <Input
          id="project-title"
          name="title"
          defaultValue={initial.title}
          maxLength={LIMITS.titleMaxLength}
          aria-invalid={!!errors.title}
          aria-describedby={describedBy("title")}
          required
        />
      </FormField>
      <FormField
        id="project-description"
        label="Description"
        error={errors.description}
      >
        <Textarea
          id="project-description"
          name="description"
          defaultValue={initial.description}
          maxLength={LIMITS.descriptionMaxLength}
          className="min-h-[120px]"
          aria-invalid={!!errors.description}
          aria-describedby={describedBy("description")}
          required
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="project-category"
          label="Category"
          error={errors.category}
        >
          <Select
            value={category}
            onValueChange={(value) => setCategory(value as typeof category)}
          >
            <SelectTrigger id="project-category" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROJECT_CATEGORIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {c}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField
          id="project-open-positions"
          label="Open positions"
          error={errors.openPositions}
        >
          <Input
            id="project-open-positions"
            name="openPositions"
            type="number"
            inputMode="numeric"
            min={LIMITS.minOpenPositions}
            max={LIMITS.maxOpenPositions}
            defaultValue={initial.openPositions}
            aria-invalid={!!errors.openPositions}
            aria-describedby={describedBy("openPositions")}
            required
          />
        </FormField>
      </div>
      <FormField
        id="project-skills"
        label="Skills"
        error={errors.skills}
        hint="Separate skills with commas, e.g. React, Python, Prompt design"
      >
        <Input
          id="project-skills"
          name="skills"
          defaultValue={initial.skills}
          aria-invalid={!!errors.skills}
          aria-describedby={describedBy("skills") ?? "project-skills-hint"}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="mt-2">
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
