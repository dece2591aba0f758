import { useState, type ComponentProps } from "react";
import { timeZoneOptions } from "@/lib/time-zones";
import { cn } from "@/lib/cn";

/**
 * A time zone picker: the browser's native select (typing a zone's first
 * letters jumps to it, and phones show their own picker), each zone with its
 * UTC offset when it mounted. "" is "not stated" and reads `emptyLabel`.
 */
export function TimeZoneSelect({
  value,
  onValueChange,
  emptyLabel = "Not stated",
  className,
  ...props
}: Omit<ComponentProps<"select">, "value" | "onChange"> & {
  value: string | null;
  onValueChange: (zone: string | null) => void;
  emptyLabel?: string;
}) {
  const [options] = useState(() => timeZoneOptions());
  return (
    <select
      {...props}
      value={value ?? ""}
      onChange={(event) => onValueChange(event.target.value || null)}
      className={cn(
        "flex h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:h-9 md:text-sm",
        className,
      )}
    >
      <option value="">{emptyLabel}</option>
      {options.map(({ zone, label }) => (
        <option key={zone} value={zone}>
          {label}
        </option>
      ))}
    </select>
  );
}
