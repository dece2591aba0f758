/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as limits from "../limits.js";
import type * as notes from "../notes.js";
import type * as presence from "../presence.js";
import type * as scores from "../scores.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  limits: typeof limits;
  notes: typeof notes;
  presence: typeof presence;
  scores: typeof scores;
}>;

/**
 * A utility for referencing Convex functions in your app's public API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;

/**
 * A utility for referencing Convex functions in your app's internal API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = internal.myModule.myFunction;
 * ```
 */
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;

export declare const components: {
  rateLimiter: import("@convex-dev/rate-limiter/_generated/component.js").ComponentApi<"rateLimiter">;
  scores: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"scores">;
  presence: import("@convex-dev/presence/_generated/component.js").ComponentApi<"presence">;
  counter: import("../counter/_generated/component.js").ComponentApi<"counter">;
};
