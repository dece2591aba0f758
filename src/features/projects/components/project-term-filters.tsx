import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import {
  COMMITMENT_FILTER_LABELS,
  COMPENSATION_LABELS,
  MIN_FILTER_OVERLAP_HOURS,
  STAGE_LABELS,
} from "@convex/shared/projectTerms";
import { ROLE_LIMITS } from "@convex/shared/roles";
import { TimeZoneSelect } from "@/components/time-zone-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAuthState } from "@/hooks/use-auth-state";
import { browserTimeZone } from "@/lib/time-zones";
import { labelOptions } from "../lib/select-options";
import type { TermFilters } from "../lib/term-filters";
import { NativeSelect } from "./form/native-select";

/**
 * The /projects filters on roles and terms: a role's title words, the
 * commitment, time zone overlap (a zone, or the viewer's own in one press),
 * compensation and stage; Clear filters while any is set.
 */
export function ProjectTermFilters({
  filters,
  isSet,
  onChange,
  onClear,
}: {
  filters: TermFilters;
  isSet: boolean;
  onChange: (next: Partial<TermFilters>) => void;
  onClear: () => void;
}) {
  const signedIn = useAuthState() === "signedIn";
  const me = useQuery(api.profiles.me, signedIn ? {} : "skip");
  const myZone = me?.timeZone ?? browserTimeZone();
  return (
    <div
      role="group"
      aria-label="Role and terms"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Input
        type="search"
        aria-label="Role"
        placeholder="Role, e.g. designer"
        maxLength={ROLE_LIMITS.titleMaxLength}
        value={filters.role}
        onChange={(e) => onChange({ role: e.target.value })}
      />
      <NativeSelect
        aria-label="Commitment"
        value={filters.commitment ?? ""}
        onChange={(e) =>
          onChange({
            commitment: (e.target.value || null) as TermFilters["commitment"],
          })
        }
        emptyLabel="Any commitment"
        options={labelOptions(COMMITMENT_FILTER_LABELS)}
      />
      <NativeSelect
        aria-label="Compensation"
        value={filters.compensation ?? ""}
        onChange={(e) =>
          onChange({
            compensation: (e.target.value ||
              null) as TermFilters["compensation"],
          })
        }
        emptyLabel="Any compensation"
        options={labelOptions(COMPENSATION_LABELS)}
      />
      <NativeSelect
        aria-label="Stage"
        value={filters.stage ?? ""}
        onChange={(e) =>
          onChange({ stage: (e.target.value || null) as TermFilters["stage"] })
        }
        emptyLabel="Any stage"
        options={labelOptions(STAGE_LABELS)}
      />
      <div className="flex gap-2 sm:col-span-2">
        <TimeZoneSelect
          aria-label={`Overlaps time zone by ${MIN_FILTER_OVERLAP_HOURS} hours or more`}
          value={filters.overlapWith}
          onValueChange={(zone) => onChange({ overlapWith: zone })}
          emptyLabel="Any time zone"
        />
        <Button
          type="button"
          variant="outline"
          aria-pressed={filters.overlapWith === myZone}
          onClick={() =>
            onChange({
              overlapWith: filters.overlapWith === myZone ? null : myZone,
            })
          }
        >
          Overlaps my time zone
        </Button>
      </div>
      {isSet ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
