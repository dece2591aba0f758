import { useRef, useState, type FormEvent, type ReactNode } from "react";
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
import { SkillsInput } from "@/components/skills-input";
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
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import { formText } from "@/lib/form-text";

type Field = keyof ProjectFormValues;
const FIELDS: Field[] = [
  "title",
  "description",
  "category",
  "openPositions",
  "skills",
];

const validate = (values: ProjectFormValues) =>
  schemaErrors<Field>(projectFormSchema, values);

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
 * `children` (the cover image field) go after the fields, before the button.
 */
export function ProjectForm({
  initial = emptyProjectForm,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  initial?: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (data: ProjectData) => Promise<void>;
  children?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [category, setCategory] = useState(initial.category);
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck } = useFieldErrors(FIELDS, validate);

  /** The form's values as typed (`skills` given when the field reports it first). */
  const read = (form: HTMLFormElement, skills?: string): ProjectFormValues => {
    const data = new FormData(form);
    return {
      title: formText(data, "title"),
      description: formText(data, "description"),
      category,
      skills: skills ?? formText(data, "skills"),
      openPositions: formText(data, "openPositions"),
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = read(event.currentTarget);
    if (!check(values, event.currentTarget)) return;
    setBusy(true);
    try {
      await onSubmit(projectFormSchema.parse(values));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      onChange={(e) => recheck(read(e.currentTarget))}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField id="project-title" label="Title" error={errors.title} required>
        {(control) => (
          <Input
            {...control}
            name="title"
            defaultValue={initial.title}
            maxLength={LIMITS.titleMaxLength}
          />
        )}
      </FormField>
      <FormField
        id="project-description"
        label="Description"
        error={errors.description}
        required
      >
        {(control) => (
          <Textarea
            {...control}
            name="description"
            defaultValue={initial.description}
            maxLength={LIMITS.descriptionMaxLength}
            className="min-h-[120px]"
          />
        )}
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
          required
        >
          {(control) => (
            <Input
              {...control}
              name="openPositions"
              type="number"
              inputMode="numeric"
              min={LIMITS.minOpenPositions}
              max={LIMITS.maxOpenPositions}
              defaultValue={initial.openPositions}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="project-skills"
        label="Skills"
        error={errors.skills}
        hint="Separate skills with commas, e.g. React, Python, Prompt design"
      >
        {(control) => (
          <SkillsInput
            {...control}
            name="skills"
            defaultValue={initial.skills}
            // A picked suggestion changes the text without an input event.
            onValueChange={(skills) =>
              formRef.current && recheck(read(formRef.current, skills))
            }
          />
        )}
      </FormField>
      {children}
      <Button type="submit" disabled={busy} className="mt-2">
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
