import { LIMITS } from "@convex/shared/constants";
import { ROLE_LIMITS } from "@convex/shared/roles";
import { FormField } from "@/components/form-field";
import { SkillsInput } from "@/components/skills-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/field-errors";
import type { RoleFormValues } from "../../lib/project-form-values";

/**
 * One named role's fields (title, seats, skills), named `roles.<index>.*` so
 * the form reads them and focus finds the first invalid one. `onRemove`
 * absent: the role cannot be removed (a project keeps one).
 */
export function RoleFields({
  index,
  initial,
  errors,
  onRemove,
  onSkillsPicked,
}: {
  index: number;
  initial: RoleFormValues;
  errors: FieldErrors<string>;
  onRemove?: () => void;
  /** A picked skill suggestion changes the text without an input event. */
  onSkillsPicked: (name: string, skills: string) => void;
}) {
  const name = (field: string) => `roles.${index}.${field}`;
  const id = (field: string) => `project-role-${index}-${field}`;
  const legend = `Role ${index + 1}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3 pt-2">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
        <FormField
          id={id("title")}
          label="Role title"
          error={errors[name("title")]}
        >
          {(control) => (
            <Input
              {...control}
              name={name("title")}
              defaultValue={initial.title}
              maxLength={ROLE_LIMITS.titleMaxLength}
              placeholder="e.g. ML engineer"
            />
          )}
        </FormField>
        <FormField id={id("seats")} label="Seats" error={errors[name("seats")]}>
          {(control) => (
            <Input
              {...control}
              name={name("seats")}
              type="number"
              inputMode="numeric"
              min={LIMITS.minOpenPositions}
              max={LIMITS.maxOpenPositions}
              defaultValue={initial.seats}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={id("skills")}
        label="Role skills"
        error={errors[name("skills")]}
        hint="Leave empty to use the project's skills"
      >
        {(control) => (
          <SkillsInput
            {...control}
            name={name("skills")}
            defaultValue={initial.skills}
            onValueChange={(skills) => onSkillsPicked(name("skills"), skills)}
          />
        )}
      </FormField>
      {onRemove === undefined ? null : (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${legend.toLowerCase()}`}
          className="self-end"
        >
          Remove
        </Button>
      )}
    </fieldset>
  );
}
