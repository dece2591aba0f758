import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** What a field's control needs to be labelled and tied to its error. */
export interface FieldControlProps {
  id: string;
  name: string;
  required: true;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/** A labelled form field with an inline error announced with the control. */
export function ContactField({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        <span aria-hidden className="text-destructive">
          *
        </span>
      </Label>
      {children({
        id,
        name,
        required: true,
        "aria-invalid": error !== undefined,
        "aria-describedby": error === undefined ? undefined : errorId,
      })}
      {error === undefined ? null : (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
