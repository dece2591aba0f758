/**
 * The terms' stored shapes as Convex validators, derived from their zod
 * schemas (shared/projectTerms.ts) so each shape is declared once.
 */
import { zodOutputToConvex } from "convex-helpers/server/zod4";
import type { Infer } from "convex/values";
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

export type StoredCommitment = Infer<typeof vCommitment>;
