import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** What a field's control needs to be labelled and tied to its error or hint. */
export interface FieldControlProps {
  id: string;
  required?: true;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/**
 * A labelled field with its error (else its hint) below it, wired for screen
 * readers. Pass the control as a function to receive its `id`, `aria-invalid`
 * and `aria-describedby`; a control passed as a node wires itself. Forms move
 * focus to their first invalid control (`focusFirstInvalid`), which announces
 * its error as its description.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  aside,
  required = false,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Beside the label, at the end of its row (a "Forgot password?" link). */
  aside?: ReactNode;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error !== undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-baseline gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {required ? (
            <span aria-hidden className="text-sm leading-none text-destructive">
              *
            </span>
          ) : null}
        </div>
        {aside}
      </div>
      {typeof children === "function"
        ? children({
            id,
            ...(required ? { required: true as const } : {}),
            "aria-invalid": invalid,
            "aria-describedby": invalid ? errorId : hint ? hintId : undefined,
          })
        : children}
      {invalid ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
