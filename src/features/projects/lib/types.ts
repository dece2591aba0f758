import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** A builder as `matching.suggestedBuilders` returns it: profile, match, invite status. */
export type SuggestedBuilder = FunctionReturnType<
  typeof api.matching.suggestedBuilders
>[number];
