import type { FieldControlProps } from "@/components/form-field";
import { Input } from "@/components/ui/input";

/** The field for an emailed 8-digit code (named `code`), wired by its FormField. */
export function CodeInput({
  control,
  defaultValue,
}: {
  control: FieldControlProps;
  defaultValue?: string;
}) {
  return (
    <Input
      {...control}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      autoFocus
      placeholder="12345678"
      defaultValue={defaultValue}
    />
  );
}
