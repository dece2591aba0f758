import {
  roleLabel,
  roleSeatsLeft,
  type ProjectRole,
} from "@convex/shared/roles";
import { FormField } from "@/components/form-field";
import { NativeSelect } from "../form/native-select";

/** The role an applicant applies for: one of the roles with a seat left. */
export function ApplyRoleField({
  id,
  roles,
  value,
  onChange,
  error,
}: {
  id: string;
  roles: readonly ProjectRole[];
  value: string | null;
  onChange: (roleKey: string | null) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label="Role" error={error} required>
      {(control) => (
        <NativeSelect
          {...control}
          name="roleKey"
          value={value ?? ""}
          onChange={(e) => onChange(e.target.value || null)}
          emptyLabel={value === null ? "Choose a role" : undefined}
          options={roles.map((role) => ({
            value: role.key,
            label: `${roleLabel(role)} (${roleSeatsLeft(role)} of ${role.seats} open)`,
          }))}
        />
      )}
    </FormField>
  );
}
