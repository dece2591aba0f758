import { FormField } from "@/components/form-field";
import type { AttachmentDraft } from "../../lib/attachment-draft";
import { Input } from "@/components/ui/input";
import { PortfolioItemSelect } from "./portfolio-item-select";

const KINDS = [
  { kind: "none", label: "Nothing" },
  { kind: "portfolio", label: "A portfolio item" },
  { kind: "link", label: "A link" },
] as const;

/** An optional attachment: nothing, one of the viewer's portfolio items, or a link. */
export function ApplyAttachmentField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: AttachmentDraft;
  onChange: (value: AttachmentDraft) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Attach (optional)</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {KINDS.map(({ kind, label }) => (
          <label
            key={kind}
            className="flex min-h-11 items-center gap-2 text-sm md:min-h-8"
          >
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={value.kind === kind}
              onChange={() => onChange({ ...value, kind })}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      {value.kind === "portfolio" ? (
        <FormField id={`${id}-item`} label="Portfolio item" error={error}>
          {(control) => (
            <PortfolioItemSelect
              control={control}
              value={value.itemId}
              onChange={(itemId) => onChange({ ...value, itemId })}
            />
          )}
        </FormField>
      ) : null}
      {value.kind === "link" ? (
        <FormField id={`${id}-link`} label="Link" error={error}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="github.com/you/demo"
              value={value.link}
              onChange={(e) => onChange({ ...value, link: e.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
