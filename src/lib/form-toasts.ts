import type { ExternalToast } from "sonner";
import { toast } from "@/lib/toast";

/**
 * A form's error toast: one per form (a new error replaces the last instead of
 * stacking), and gone as soon as the form moves on or succeeds
 * (`clearFormError`), so "Passwords do not match" never sits beside the next
 * step or "Welcome back!".
 */
export function showFormError(
  form: string,
  title: string,
  options: Omit<ExternalToast, "id"> = {},
): void {
  toast.error(title, { ...options, id: formToastId(form) });
}

export function clearFormError(form: string): void {
  toast.dismiss(formToastId(form));
}

function formToastId(form: string): string {
  return `form-error:${form}`;
}
