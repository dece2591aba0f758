import { useState, type ChangeEvent, type FormEvent } from "react";
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
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import { toProfileFormValues, type ProfileFormData } from "../lib/profile-form";
import { EmailField } from "./email-field";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

type Field = keyof ProfileFormValues;
const FIELDS: Field[] = ["name", "role", "bio", "skills"];
const validate = (values: ProfileFormValues) =>
  schemaErrors<Field>(profileFormSchema, values);

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
  const [values, setValues] = useState(initialValues);
  const { errors, check, recheck } = useFieldErrors(FIELDS, validate);
  const [saving, setSaving] = useState(false);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  };
  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change(event.target.name as Field, event.target.value);

  const submit = async (form: HTMLFormElement) => {
    if (!check(values, form)) return;
    const data = profileFormSchema.parse(values);
    // Show what is saved: trimmed, skills de-duplicated, the default role.
    setValues(toProfileFormValues(data));
    setSaving(true);
    try {
      await onSubmit(data);
    } catch (error) {
      // `onSubmit` reports its own failures; never leave a rejection unhandled.
      logUnexpectedError("Saving the profile failed", error);
    } finally {
      setSaving(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) void submit(event.currentTarget);
  };

  /** What binds a control to its field's value. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: update,
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={saving}
      className="flex flex-col gap-5"
    >
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
            onValueChange={(skills) => change("skills", skills)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={saving} className="sm:self-start">
        {saving ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}
