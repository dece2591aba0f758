import type { z } from "zod";
import type { projectFiltersSchema } from "@convex/shared/listFilters";
import {
  COMMITMENT_FILTERS,
  COMPENSATION_KINDS,
  STAGES,
  type CommitmentFilter,
  type CompensationKind,
  type Stage,
} from "@convex/shared/projectTerms";
import { isTimeZone } from "@convex/shared/timeZones";
import { TERM_PARAMS } from "@/lib/project-links";

/**
 * The /projects filters on a project's roles and terms, as the URL holds them
 * (?role=&commitment=&overlap=&compensation=&stage=); null (or "") is any.
 */
export type TermFilters = {
  role: string;
  commitment: CommitmentFilter | null;
  /** An IANA zone: projects with at least MIN_FILTER_OVERLAP_HOURS of overlap with it. */
  overlapWith: string | null;
  compensation: CompensationKind | null;
  stage: Stage | null;
};

function oneOf<T extends string>(
  values: readonly T[],
  raw: string | null,
): T | null {
  return values.find((value) => value === raw) ?? null;
}

/** The filters in `params`; values that are not valid read as any. */
export function readTermFilters(params: URLSearchParams): TermFilters {
  const zone = params.get(TERM_PARAMS.overlapWith);
  return {
    role: params.get(TERM_PARAMS.role) ?? "",
    commitment: oneOf(COMMITMENT_FILTERS, params.get(TERM_PARAMS.commitment)),
    overlapWith: zone !== null && isTimeZone(zone) ? zone : null,
    compensation: oneOf(
      COMPENSATION_KINDS,
      params.get(TERM_PARAMS.compensation),
    ),
    stage: oneOf(STAGES, params.get(TERM_PARAMS.stage)),
  };
}

/** `params` with `next`'s filters set (and those it clears removed). */
export function writeTermFilters(
  params: URLSearchParams,
  next: Partial<TermFilters>,
): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const [field, value] of Object.entries(next)) {
    const name = TERM_PARAMS[field as keyof TermFilters];
    if (value === null || value === "") out.delete(name);
    else out.set(name, value);
  }
  return out;
}

/**
 * `projects.feed` / `projects.list`'s filter arguments (docs/API.md): only
 * those set, the role text trimmed.
 */
export type TermFilterArgs = z.input<typeof projectFiltersSchema>;

export function termFilterArgs(filters: TermFilters): TermFilterArgs {
  const role = filters.role.trim();
  return {
    ...(role === "" ? {} : { role }),
    ...(filters.commitment === null ? {} : { commitment: filters.commitment }),
    ...(filters.overlapWith === null
      ? {}
      : { overlapWith: filters.overlapWith }),
    ...(filters.compensation === null
      ? {}
      : { compensation: filters.compensation }),
    ...(filters.stage === null ? {} : { stage: filters.stage }),
  };
}

/** Whether any of these filters is set. */
export function hasTermFilters(filters: TermFilters): boolean {
  return Object.keys(termFilterArgs(filters)).length > 0;
}
