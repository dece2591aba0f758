import { Send } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useFieldErrors } from "@/hooks/use-field-errors";
import { schemaErrors } from "@/lib/field-errors";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactSchema,
  emptyContactValues,
  type ContactField as Field,
  type ContactValues,
} from "../lib/contact-schema";

const validate = (values: ContactValues) =>
  schemaErrors<Field>(contactSchema, values);

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
  const { errors, check, recheck } = useFieldErrors(CONTACT_FIELDS, validate);
  const [submitting, setSubmitting] = useState(false);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next = {
      ...values,
      [event.target.name as Field]: event.target.value,
    };
    setValues(next);
    recheck(next);
  }

  async function submit(form: HTMLFormElement) {
    if (!check(values, form)) return;
    const data = contactSchema.parse(values);
    setSubmitting(true);
    try {
      await onSubmit(data);
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
        <FormField id="contact-name" label="Name" error={errors.name} required>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              value={values.name}
              onChange={update}
            />
          )}
        </FormField>
        <FormField
          id="contact-email"
          label="Email"
          error={errors.email}
          required
        >
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              onChange={update}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="contact-subject"
        label="Subject"
        error={errors.subject}
        required
      >
        {(control) => (
          <Input
            {...control}
            name="subject"
            maxLength={CONTACT_LIMITS.subject}
            value={values.subject}
            onChange={update}
          />
        )}
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        error={errors.message}
        required
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            maxLength={CONTACT_LIMITS.message}
            className="min-h-[150px]"
            value={values.message}
            onChange={update}
          />
        )}
      </FormField>
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
