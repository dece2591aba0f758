import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { LIMITS, PROJECT_CATEGORIES } from "@convex/shared/constants";
import type { ProjectData } from "@convex/shared/schemas";
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
import { useRoleRows } from "../../hooks/use-role-rows";
import {
  emptyProjectForm,
  parseProjectForm,
  projectFormErrors,
  projectFormFields,
  type ProjectFormValues,
} from "../../lib/project-form-values";
import {
  readProjectForm,
  type FieldOverride,
} from "../../lib/read-project-form";
import { ProjectRolesFields } from "./project-roles-fields";
import { ProjectTermsFields } from "./project-terms-fields";

/**
 * The project form, pure: raw values in, parsed data out through `onSubmit`,
 * with the same zod schemas the server uses. It stays filled if `onSubmit`
 * throws. `children` (the cover image field) go after the fields, before the
 * button.
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
  const roles = useRoleRows(initial);
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck } = useFieldErrors(
    projectFormFields(roles.rows?.length ?? null),
    projectFormErrors,
  );

  const read = (form: HTMLFormElement, override?: FieldOverride) =>
    readProjectForm(
      form,
      { category, rows: roles.rows, unnamedRoleKey: initial.unnamedRoleKey },
      override,
    );
  // A picked suggestion changes a skills field's text without an input event.
  const onSkillsPicked = (name: string, value: string) =>
    formRef.current && recheck(read(formRef.current, { name, value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = read(event.currentTarget);
    if (!check(values, event.currentTarget)) return;
    setBusy(true);
    try {
      await onSubmit(parseProjectForm(values));
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
      <FormField id="project-category" label="Category" error={errors.category}>
        <Select
          value={category}
          onValueChange={(value) => setCategory(value as typeof category)}
        >
          <SelectTrigger id="project-category" className="w-full sm:w-60">
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
      <ProjectRolesFields
        rows={roles.rows}
        openPositions={initial.openPositions}
        errors={errors}
        canAdd={roles.canAdd}
        onAdd={() =>
          formRef.current &&
          roles.add(formRef.current, read(formRef.current).openPositions)
        }
        onRemove={(index) => {
          if (formRef.current === null) return;
          roles.remove(formRef.current, index);
        }}
        onSkillsPicked={onSkillsPicked}
      />
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
            onValueChange={(skills) => onSkillsPicked("skills", skills)}
          />
        )}
      </FormField>
      <ProjectTermsFields initial={initial.terms} errors={errors} />
      {children}
      <Button type="submit" disabled={busy} className="mt-2">
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
