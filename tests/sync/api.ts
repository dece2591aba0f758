/** Typed references to the sync fixture's functions (tests/sync/convex). */
import { makeFunctionReference } from "convex/server";

export type Row = { body: string; author: string | null };
export type Page = {
  page: { body: string }[];
  isDone: boolean;
  continueCursor: string;
};

export const api = {
  messages: {
    list: makeFunctionReference<"query", { channel: string }, Row[]>(
      "messages:list",
    ),
    page: makeFunctionReference<
      "query",
      {
        channel: string;
        paginationOpts: { numItems: number; cursor: string | null };
      },
      Page
    >("messages:page"),
    /** `page` as `onPaginatedUpdate_experimental` takes it (it adds `paginationOpts`). */
    pageOfChannel: makeFunctionReference<"query", { channel: string }, Page>(
      "messages:page",
    ),
    send: makeFunctionReference<
      "mutation",
      { channel: string; body: string },
      string
    >("messages:send"),
    fail: makeFunctionReference<"mutation", Record<string, never>, null>(
      "messages:fail",
    ),
    viewerRows: makeFunctionReference<
      "query",
      { channel: string },
      { bodies: string[]; viewer: string | null }
    >("messages:viewerRows"),
    whoami: makeFunctionReference<
      "query",
      Record<string, never>,
      string | null
    >("messages:whoami"),
    increment: makeFunctionReference<"mutation", { name: string }, number>(
      "messages:increment",
    ),
    later: makeFunctionReference<"query", Record<string, never>, number>(
      "messages:later",
    ),
    createLater: makeFunctionReference<"mutation", Record<string, never>, null>(
      "messages:createLater",
    ),
    counter: makeFunctionReference<"query", { name: string }, number>(
      "messages:counter",
    ),
  },
};
