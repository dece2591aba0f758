import { Send } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactErrors,
  contactSchema,
  emptyContactValues,
  type ContactErrors,
  type ContactField as Field,
  type ContactValues,
} from "../lib/contact-schema";
import { ContactField } from "./contact-field";

/**
 * The contact form: pure (values in, `onSubmit(values)` out). It validates with
 * `contactSchema`, shows inline errors, and reports the outcome in a toast;
 * the fields clear only once the message is sent.
 */
export function ContactForm({
  onSubmit,
}: {
  onSubmit: (values: ContactValues) => Promise<void>;
}) {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as Field;
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function submit(form: HTMLFormElement) {
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found = contactErrors(parsed.error);
      // Render the errors first, so the focused field announces its own.
      flushSync(() => setErrors(found));
      const first = CONTACT_FIELDS.find((field) => found[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
      toast.success("Message sent!", {
        description: "We'll get back to you as soon as possible.",
      });
      setValues(emptyContactValues);
    } catch (error) {
      toast.error("Message not sent", {
        description:
          error instanceof Error && error.message
            ? error.message
            : "Something went wrong. Please try again.",
      });
    } finally {
      setSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    void submit(event.currentTarget);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={submitting}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField name="name" label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              value={values.name}
              onChange={update}
            />
          )}
        </ContactField>
        <ContactField name="email" label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              onChange={update}
            />
          )}
        </ContactField>
      </div>
      <ContactField name="subject" label="Subject" error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            maxLength={CONTACT_LIMITS.subject}
            value={values.subject}
            onChange={update}
          />
        )}
      </ContactField>
      <ContactField name="message" label="Message" error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={CONTACT_LIMITS.message}
            className="min-h-[150px]"
            value={values.message}
            onChange={update}
          />
        )}
      </ContactField>
      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        className="sm:self-start"
      >
        <Send aria-hidden />
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
