/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as admin from "../admin.js";
import type * as authsched from "../authsched.js";
import type * as bundling from "../bundling.js";
import type * as checks from "../checks.js";
import type * as errors from "../errors.js";
import type * as files from "../files.js";
import type * as handles from "../handles.js";
import type * as http from "../http.js";
import type * as jobs from "../jobs.js";
import type * as ledger from "../ledger.js";
import type * as messages from "../messages.js";
import type * as nested from "../nested.js";
import type * as nodeActions from "../nodeActions.js";
import type * as stale from "../stale.js";
import type * as storage from "../storage.js";
import type * as syscalls from "../syscalls.js";
import type * as txlimits from "../txlimits.js";
import type * as vectors from "../vectors.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  admin: typeof admin;
  authsched: typeof authsched;
  bundling: typeof bundling;
  checks: typeof checks;
  errors: typeof errors;
  files: typeof files;
  handles: typeof handles;
  http: typeof http;
  jobs: typeof jobs;
  ledger: typeof ledger;
  messages: typeof messages;
  nested: typeof nested;
  nodeActions: typeof nodeActions;
  stale: typeof stale;
  storage: typeof storage;
  syscalls: typeof syscalls;
  txlimits: typeof txlimits;
  vectors: typeof vectors;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
