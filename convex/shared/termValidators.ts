/**
 * The terms' stored shapes as Convex validators, derived from their zod
 * schemas (shared/projectTerms.ts, shared/listFilters.ts) so each shape is
 * declared once.
 */
import {
  zodOutputToConvex,
  zodOutputToConvexFields,
} from "convex-helpers/server/zod4";
import type { Infer } from "convex/values";
import { projectFilterInput } from "./listFilters";
import {
  commitmentSchema,
  compensationSchema,
  durationSchema,
  stageSchema,
  zoneRangeSchema,
} from "./projectTerms";

export const vCommitment = zodOutputToConvex(commitmentSchema);
export const vZoneRange = zodOutputToConvex(zoneRangeSchema);
export const vCompensation = zodOutputToConvex(compensationSchema);
export const vStage = zodOutputToConvex(stageSchema);
export const vDuration = zodOutputToConvex(durationSchema);

/**
 * The /projects role and terms filters as a saved search stores them, each
 * optional (`projectFilterInput`).
 */
export const vProjectFilterFields = zodOutputToConvexFields(projectFilterInput);

export type StoredCommitment = Infer<typeof vCommitment>;
