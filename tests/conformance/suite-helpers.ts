/**
 * What the conformance suite's areas (`./suite-*.ts`) share: the target they run
 * against and small helpers for unique names, messages, failures and waiting.
 */
import { type JWTPayload } from "jose";
import {
  type FunctionArgs,
  type FunctionReference,
  type FunctionReturnType,
  type UserIdentity,
} from "convex/server";
import { api } from "./convex/_generated/api";
import { type Id } from "./convex/_generated/dataModel";

/** What `setAdminAuth(key, identity)` may act as (convex-js `UserIdentityAttributes`). */
export type ActingIdentity = Omit<UserIdentity, "tokenIdentifier">;

/** Calls made with the deployment's admin key: internal functions too. */
export interface AdminCalls {
  query<F extends FunctionReference<"query", "public" | "internal">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  mutation<F extends FunctionReference<"mutation", "public" | "internal">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  action<F extends FunctionReference<"action", "public" | "internal">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
}

export interface Target {
  kind: "local" | "convex-test";
  query<F extends FunctionReference<"query">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  mutation<F extends FunctionReference<"mutation">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  action<F extends FunctionReference<"action">>(
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  /** Runs a query as a signed-in user with this subject and name. */
  queryAs<F extends FunctionReference<"query">>(
    user: { subject: string; name: string },
    f: F,
    args: FunctionArgs<F>,
  ): Promise<FunctionReturnType<F>>;
  /**
   * Calls as the deployment's admin (`ConvexHttpClient.setAdminAuth`), acting as
   * `identity` if given; convex-test calls internal functions directly.
   */
  asAdmin(identity?: ActingIdentity): AdminCalls;
  /** A client with this admin key (not necessarily the deployment's). */
  withAdminKey(key: string): AdminCalls;
  /** An HTTP request to the deployment's HTTP actions (site URL). */
  fetch(path: string, init: RequestInit): Promise<Response>;
  /**
   * The local backend only (convex-test has no HTTP API, socket or token check): its
   * URL, and tokens signed with the deployment's own key (auth.config's provider).
   */
  local?: {
    url: string;
    issuer: string;
    sign(payload: JWTPayload): Promise<string>;
  };
}

/** How an area's tests reach the target (set in the caller's `beforeAll`). */
export type GetTarget = () => Target;

let counter = 0;
/** The next number of this run's counter (shared by `unique`). */
export const nextCount = () => ++counter;
/** A name unique to this run, so tests sharing one deployment don't interfere. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${nextCount()}`;

export async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected the call to fail");
}

/** A `messages.send` argument. */
export const msg = (
  channel: string,
  n: number,
  body: string,
  extra: { author?: string; tag?: string } = {},
) => ({
  channel,
  author: extra.author ?? "ada",
  body,
  n,
  ...(extra.tag === undefined ? {} : { tag: extra.tag }),
});

/**
 * Reads every 20 ms until `done` holds, for about five seconds at most: the last
 * value read, whether or not it held.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  let value = await read();
  for (let i = 0; i < 250 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

/** A scheduled job's status once it has finished (neither pending nor in progress). */
export async function finishedJob(
  target: Target,
  id: Id<"_scheduled_functions">,
) {
  const finished = (status: { kind: string } | null) =>
    status !== null && !["pending", "inProgress"].includes(status.kind);
  const status = await pollUntil(
    () => target.query(api.jobs.status, { id }),
    finished,
  );
  if (status === null || !finished(status)) {
    throw new Error(`job ${id} did not finish`);
  }
  return status;
}
