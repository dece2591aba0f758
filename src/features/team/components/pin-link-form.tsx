import { useMutation } from "convex/react";
import { Pin } from "lucide-react";
import { useState, type FormEvent } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TEAM_LIMITS } from "@convex/shared/constants";
import { pinLinkSchema } from "@convex/shared/team";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";

const FIELDS = ["title", "url"] as const;
type Values = { title: string; url: string };
const validate = (values: Values) =>
  schemaErrors<(typeof FIELDS)[number]>(pinLinkSchema, values);

/** Pin a link: a title and an http or https URL, checked with the server's schema. */
export function PinLinkForm({ projectId }: { projectId: Id<"projects"> }) {
  const pin = useMutation(api.teamFiles.pinLink);
  const [values, setValues] = useState<Values>({ title: "", url: "" });
  const [busy, setBusy] = useState(false);
  const { errors, check, recheck, clear } = useFieldErrors(FIELDS, validate);
  const set = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  };

  const submit = async (form: HTMLFormElement) => {
    if (!check(values, form)) return;
    const parsed = pinLinkSchema.parse(values);
    setBusy(true);
    try {
      await pin({ projectId, ...parsed });
      setValues({ title: "", url: "" });
      clear();
      toast.success("Link pinned");
    } catch (error) {
      toast.error("The link could not be pinned", {
        description: toUserMessage(error, "Please try again."),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Pin a link"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!busy) void submit(event.currentTarget);
      }}
      className="grid gap-3 sm:grid-cols-[1fr_1.5fr_auto] sm:items-start"
    >
      <FormField id="link-title" label="Link title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            name="title"
            maxLength={TEAM_LIMITS.linkTitleMaxLength}
            value={values.title}
            onChange={(event) => set("title", event.target.value)}
          />
        )}
      </FormField>
      <FormField id="link-url" label="URL" error={errors.url}>
        {(control) => (
          <Input
            {...control}
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={TEAM_LIMITS.linkUrlMaxLength}
            value={values.url}
            onChange={(event) => set("url", event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="sm:mt-7">
        <Pin aria-hidden />
        {busy ? "Pinning..." : "Pin link"}
      </Button>
    </form>
  );
}
