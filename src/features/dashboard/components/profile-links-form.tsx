import { useState, type FormEvent } from "react";
import {
  normalizeLink,
  PROFILE_LINK_LABELS,
  profileLinksSchema,
  type ProfileLinks,
} from "@convex/shared/profileLinks";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";

type Key = keyof ProfileLinks;
/** Each link as typed ("" for none). */
export type LinkValues = Record<Key, string>;

const KEYS = Object.keys(PROFILE_LINK_LABELS) as Key[];
const PLACEHOLDERS: Record<Key, string> = {
  website: "nora.dev",
  github: "github.com/you",
  linkedin: "linkedin.com/in/you",
};
const validate = (values: LinkValues) =>
  schemaErrors<Key>(profileLinksSchema, values);

/**
 * The profile links form, pure: links in; on save, each checked with the
 * schema `profiles.updateLinks` parses with and made a URL the way it makes
 * one (`normalizeLink`: "nora.dev" becomes https://nora.dev), which the
 * fields then show and `onSubmit` gets ("" clears a link).
 */
export function ProfileLinksForm({
  links,
  onSubmit,
}: {
  links: ProfileLinks;
  onSubmit: (values: LinkValues) => Promise<void>;
}) {
  const [values, setValues] = useState<LinkValues>({
    website: links.website ?? "",
    github: links.github ?? "",
    linkedin: links.linkedin ?? "",
  });
  const { errors, check, recheck } = useFieldErrors(KEYS, validate);
  const [busy, setBusy] = useState(false);

  const change = (key: Key, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    recheck(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(values, event.currentTarget)) return;
    const normalized: LinkValues = {
      website: normalizeLink(values.website),
      github: normalizeLink(values.github),
      linkedin: normalizeLink(values.linkedin),
    };
    setValues(normalized);
    setBusy(true);
    try {
      await onSubmit(normalized);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
    >
      {KEYS.map((key) => (
        <FormField
          key={key}
          id={`profile-link-${key}`}
          label={PROFILE_LINK_LABELS[key]}
          error={errors[key]}
        >
          {(control) => (
            <Input
              {...control}
              name={key}
              inputMode="url"
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={PLACEHOLDERS[key]}
              value={values[key]}
              onChange={(e) => change(key, e.target.value)}
            />
          )}
        </FormField>
      ))}
      <Button type="submit" disabled={busy} className="w-fit">
        {busy ? "Saving..." : "Save links"}
      </Button>
    </form>
  );
}
