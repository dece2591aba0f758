import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** 1 to 5 stars as a radio group: arrow keys move, each star names its value. */
export function StarInput({
  value,
  onChange,
  name,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  name: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">Rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={`${n} ${n === 1 ? "star" : "stars"}`}
            />
            <Star
              aria-hidden
              className={cn(
                "size-7",
                value !== null && n <= value
                  ? "fill-status-pending text-status-pending"
                  : "text-muted-foreground",
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
