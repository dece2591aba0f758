import { Plus } from "lucide-react";
import { LIMITS } from "@convex/shared/constants";
import { ROLE_LIMITS } from "@convex/shared/roles";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/field-errors";
import type { RoleRow } from "../../hooks/use-role-rows";
import { RoleFields } from "./role-fields";

/**
 * Who the project needs: one "Open positions" count while it names no role,
 * else its named roles (up to 8), each with its title, seats and skills.
 * "Add a role" names the seats so far as the first role and adds another.
 */
export function ProjectRolesFields({
  rows,
  openPositions,
  errors,
  canAdd,
  onAdd,
  onRemove,
  onSkillsPicked,
}: {
  rows: RoleRow[] | null;
  /** The unnamed role's seats as the form starts. */
  openPositions: string;
  errors: FieldErrors<string>;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onSkillsPicked: (name: string, skills: string) => void;
}) {
  const addButton = canAdd ? (
    <Button type="button" variant="outline" size="sm" onClick={onAdd}>
      <Plus aria-hidden />
      Add a role
    </Button>
  ) : null;

  if (rows === null) {
    return (
      <div className="flex flex-col gap-2">
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
              defaultValue={openPositions}
              className="sm:w-32"
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          {addButton}
          <p className="text-xs text-muted-foreground">
            Looking for different people? Name each role.
          </p>
        </div>
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">
        Roles{" "}
        <span className="font-normal text-muted-foreground">
          (up to {ROLE_LIMITS.maxRoles})
        </span>
      </legend>
      {rows.map((row, index) => (
        <RoleFields
          key={row.id}
          index={index}
          initial={row.initial}
          errors={errors}
          onRemove={rows.length > 1 ? () => onRemove(index) : undefined}
          onSkillsPicked={onSkillsPicked}
        />
      ))}
      {errors.roles === undefined ? null : (
        <p role="alert" className="text-sm text-destructive">
          {errors.roles}
        </p>
      )}
      <div>{addButton}</div>
    </fieldset>
  );
}
