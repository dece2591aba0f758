import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type NativeSelectOption = { value: string; label: string };

/**
 * A native select styled like the form's inputs (phones show their own
 * picker), with a first "" option reading `emptyLabel` ("Not stated").
 */
export function NativeSelect({
  options,
  emptyLabel,
  className,
  ...props
}: ComponentProps<"select"> & {
  options: readonly NativeSelectOption[];
  emptyLabel?: string;
}) {
  return (
    <select
      {...props}
      className={cn(
        "flex h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:h-9 md:text-sm",
        className,
      )}
    >
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
