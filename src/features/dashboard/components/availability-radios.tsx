import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  type Availability,
} from "@convex/shared/profileWork";

const HINTS: Record<Availability, string> = {
  open: "Project owners see you are looking, and suggestions include you.",
  busy: "You are on something now; people can still find you.",
  "not-looking": "You are not taking projects; suggestions leave you out.",
};

/** The Work card's availability: one radio per choice, each with what it means. */
export function AvailabilityRadios({
  value,
  onChange,
}: {
  value: Availability;
  onChange: (value: Availability) => void;
}) {
  return (
    <fieldset role="radiogroup" className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Availability</legend>
      {AVAILABILITIES.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
        >
          <input
            type="radio"
            name="availability"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="mt-0.5 size-4 accent-primary focus-visible:outline-none"
          />
          <span className="flex flex-col gap-0.5">
            <span className="text-sm font-medium">
              {AVAILABILITY_LABELS[option]}
            </span>
            <span className="text-xs text-muted-foreground">
              {HINTS[option]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
