import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
} from "@convex/shared/profileWork";
import { MIN_FILTER_OVERLAP_HOURS } from "@convex/shared/projectTerms";
import { TimeZoneSelect } from "@/components/time-zone-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { browserTimeZone } from "@/lib/time-zones";
import {
  MIN_HOURS_OPTIONS,
  parseAvailability,
  parseMinHours,
  type WorkFilters,
} from "../lib/work-filters";

const SELECT =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:border-ring md:h-9 md:text-sm";

/** The /builders filters on availability, time zone overlap and hours a week. */
export function WorkFilterFields({
  value,
  onChange,
}: {
  value: WorkFilters;
  onChange: (next: Partial<WorkFilters>) => void;
}) {
  return (
    <div className="flex flex-col gap-4 px-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor="builder-filter-availability">Availability</Label>
        <select
          id="builder-filter-availability"
          className={SELECT}
          value={value.availability ?? ""}
          onChange={(event) =>
            onChange({ availability: parseAvailability(event.target.value) })
          }
        >
          <option value="">Any availability</option>
          {AVAILABILITIES.map((availability) => (
            <option key={availability} value={availability}>
              {AVAILABILITY_LABELS[availability]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="builder-filter-overlap">Overlaps time zone</Label>
        <TimeZoneSelect
          id="builder-filter-overlap"
          aria-describedby="builder-filter-overlap-hint"
          emptyLabel="Any time zone"
          value={value.overlapWith}
          onValueChange={(overlapWith) => onChange({ overlapWith })}
        />
        <p
          id="builder-filter-overlap-hint"
          className="text-xs text-muted-foreground"
        >
          At least {MIN_FILTER_OVERLAP_HOURS} working hours in common.
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange({ overlapWith: browserTimeZone() })}
        >
          Overlaps my time zone
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="builder-filter-hours">Hours a week</Label>
        <select
          id="builder-filter-hours"
          className={SELECT}
          value={value.minHours ?? ""}
          onChange={(event) =>
            onChange({ minHours: parseMinHours(event.target.value) })
          }
        >
          <option value="">Any hours</option>
          {MIN_HOURS_OPTIONS.map((hours) => (
            <option key={hours} value={hours}>
              At least {hours} h a week
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
