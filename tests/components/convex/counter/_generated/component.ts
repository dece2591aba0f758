/* eslint-disable */
/**
 * Generated `ComponentApi` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type { FunctionReference } from "convex/server";

/**
 * A utility for referencing a Convex component's exposed API.
 *
 * Useful when expecting a parameter like `components.myComponent`.
 * Usage:
 * ```ts
 * async function myFunction(ctx: QueryCtx, component: ComponentApi) {
 *   return ctx.runQuery(component.someFile.someQuery, { ...args });
 * }
 * ```
 */
export type ComponentApi<Name extends string | undefined = string | undefined> =
  {
    actions: {
      describe: FunctionReference<
        "action",
        "internal",
        { name: string },
        { greeting: null | string; value: number },
        Name
      >;
    };
    counters: {
      addNote: FunctionReference<
        "mutation",
        "internal",
        { text: string },
        string,
        Name
      >;
      callHandle: FunctionReference<
        "mutation",
        "internal",
        { handle: string; text: string },
        null,
        Name
      >;
      environment: FunctionReference<
        "query",
        "internal",
        {},
        {
          appOnly: null | string;
          greeting: null | string;
          siteUrl: null | string;
        },
        Name
      >;
      failAfterWrite: FunctionReference<
        "mutation",
        "internal",
        { name: string },
        null,
        Name
      >;
      get: FunctionReference<
        "query",
        "internal",
        { name: string },
        number,
        Name
      >;
      increment: FunctionReference<
        "mutation",
        "internal",
        { name: string },
        number,
        Name
      >;
      ledgerEntries: FunctionReference<
        "query",
        "internal",
        {},
        { componentPath: string; count: number },
        Name
      >;
      notes: FunctionReference<
        "query",
        "internal",
        { foreignId?: string },
        { foreign: null | string; texts: Array<string> },
        Name
      >;
      page: FunctionReference<
        "query",
        "internal",
        {
          paginationOpts: {
            cursor: string | null;
            endCursor?: string | null;
            id?: number;
            maximumBytesRead?: number;
            maximumRowsRead?: number;
            numItems: number;
          };
        },
        {
          continueCursor: string;
          isDone: boolean;
          page: Array<{
            _creationTime: number;
            _id: string;
            name: string;
            value: number;
          }>;
          pageStatus?: "SplitRecommended" | "SplitRequired" | null;
          splitCursor?: string | null;
        },
        Name
      >;
      scheduleHandle: FunctionReference<
        "mutation",
        "internal",
        { handle: string; text: string },
        string,
        Name
      >;
    };
    files: {
      fileUrl: FunctionReference<
        "query",
        "internal",
        { id: string },
        null | string,
        Name
      >;
      storeText: FunctionReference<
        "action",
        "internal",
        { text: string },
        string,
        Name
      >;
      uploadUrl: FunctionReference<"mutation", "internal", {}, string, Name>;
    };
  };
