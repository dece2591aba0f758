/**
 * What the conformance suite's areas (`./suite-*.ts`) share: the target they run
 * against and small helpers for unique names, messages and failures.
 */
import {
  type FunctionArgs,
  type FunctionReference,
  type FunctionReturnType,
} from "convex/server";

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
  /** An HTTP request to the deployment's HTTP actions (site URL). */
  fetch(path: string, init: RequestInit): Promise<Response>;
  /** The deployment's URL, for raw HTTP API and sync protocol calls (convex-test has neither). */
  url?: string;
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
