import type { ChangeEvent } from "react";
import { DEFAULT_PROFILE_ROLE, LIMITS } from "@convex/shared/constants";
import {
  profileFormSchema,
  type ProfileFormValues,
} from "@convex/shared/schemas";
import { FormField } from "@/components/form-field";
import { SkillsInput } from "@/components/skills-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSchemaForm } from "@/hooks/use-schema-form";
import { toProfileFormValues, type ProfileFormData } from "../lib/profile-form";
import { EmailField } from "./email-field";

type Field = keyof ProfileFormValues;
const FIELDS: Field[] = ["name", "role", "bio", "skills"];

/**
 * The profile settings form, pure: values in, parsed data out through
 * `onSubmit`, validated with the same schema `profiles.update` uses.
 * `onSubmit` reports its own outcome (toasts); the values stay either way.
 * Reset the form with a `key` when the profile it edits changes.
 */
export function ProfileSettingsForm({
  initialValues,
  email,
  onSubmit,
}: {
  initialValues: ProfileFormValues;
  email: string | null;
  onSubmit: (data: ProfileFormData) => Promise<void>;
}) {
  const { values, errors, saving, change, formProps } = useSchemaForm({
    fields: FIELDS,
    schema: profileFormSchema,
    initialValues,
    // Show what is saved: trimmed, skills de-duplicated, the default role.
    toValues: toProfileFormValues,
    onSubmit,
    failure: "Saving the profile failed",
  });
  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change({ [event.target.name as Field]: event.target.value });

  /** What binds a control to its field's value. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: update,
  });

  return (
    <form {...formProps} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="profile-name"
          label="Full Name"
          error={errors.name}
          required
        >
          {(control) => (
            <Input
              {...control}
              {...bind("name")}
              autoComplete="name"
              maxLength={LIMITS.nameMaxLength}
            />
          )}
        </FormField>
        <EmailField email={email} />
      </div>
      <FormField
        id="profile-role"
        label="Professional Role"
        error={errors.role}
        hint={`e.g. ML Engineer, Product Designer. Left empty, your profile says "${DEFAULT_PROFILE_ROLE}".`}
      >
        {(control) => (
          <Input
            {...control}
            {...bind("role")}
            autoComplete="organization-title"
            maxLength={LIMITS.roleMaxLength}
          />
        )}
      </FormField>
      <FormField id="profile-bio" label="Bio" error={errors.bio}>
        {(control) => (
          <Textarea
            {...control}
            {...bind("bio")}
            maxLength={LIMITS.bioMaxLength}
            className="min-h-[100px]"
          />
        )}
      </FormField>
      <FormField
        id="profile-skills"
        label="Skills (comma separated)"
        error={errors.skills}
        hint="e.g. React, Python, Prompt design"
      >
        {(control) => (
          <SkillsInput
            {...control}
            name="skills"
            value={values.skills}
            onValueChange={(skills) => change({ skills })}
          />
        )}
      </FormField>
      <Button type="submit" disabled={saving} className="sm:self-start">
        {saving ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}
