/**
 * The interference of bench:load, each switched on for its phase's windows
 * while the simulated users run:
 *
 * - the sign-in storm: extra clients (each its own `ConvexClient`, not signed
 *   in, as the sign-in page is) sending real password sign-ins back to back
 *   through `auth:signIn`, with the right password and the browser's device id,
 *   so each one hashes and makes a session as a real sign-in does;
 * - the heavy query: one signed-in user running the app's heaviest query over
 *   and over, each time with other arguments so that no result is reused.
 *   Which query is heaviest is measured first, among a few candidates.
 */
import { createHash } from "node:crypto";
import { ConvexClient } from "convex/browser";
import type { FunctionArgs, FunctionReference } from "convex/server";
import { WebSocket } from "ws";
import { api } from "../convex/_generated/api";
import { PROJECT_CATEGORIES } from "../convex/shared/constants";
import type { Recorder } from "./load-record";
import { PASSWORD, type Account } from "./load-setup";
import type { LoadUser } from "./load-user";
import { stats } from "./sync-clients";

export type Driver = {
  start: () => void;
  /** Resolves once the calls in flight have ended. */
  stop: () => Promise<void>;
};

/** A loop that runs `once` back to back between start() and stop(). */
function driver(loops: number, once: (loop: number) => Promise<void>): Driver {
  let running = false;
  let inFlight: Promise<void>[] = [];
  return {
    start: () => {
      running = true;
      inFlight = Array.from({ length: loops }, async (_, loop) => {
        while (running) await once(loop).catch(() => {});
      });
    },
    stop: async () => {
      running = false;
      await Promise.all(inFlight);
    },
  };
}

/** A device id as the browser makes one (43 base64url characters), fixed per email. */
const deviceOf = (email: string) =>
  createHash("sha256").update(email).digest("base64url");

export function signInStorm(
  url: string,
  accounts: Account[],
  recorder: Recorder,
  concurrency: number,
): Driver & { close: () => Promise<void> } {
  const clients = Array.from(
    { length: concurrency },
    () =>
      new ConvexClient(url, {
        webSocketConstructor:
          WebSocket as unknown as typeof globalThis.WebSocket,
        unsavedChangesWarning: false,
        logger: false,
      }),
  );
  let next = 0;
  const storm = driver(concurrency, async (loop) => {
    const { email } = accounts[next++ % accounts.length]!;
    await recorder.time(
      "auth.signIn (password)",
      () =>
        clients[loop]!.action(api.auth.signIn, {
          provider: "password",
          params: {
            flow: "signIn",
            email,
            password: PASSWORD,
            device: deviceOf(email),
          },
        }),
      "driver",
    );
  });
  return {
    ...storm,
    close: async () => {
      await Promise.all(clients.map((c) => c.close()));
    },
  };
}

type Candidate = {
  fn: string;
  query: FunctionReference<"query">;
  /** The arguments of the i-th call: each differs from the one before. */
  args: (i: number) => FunctionArgs<FunctionReference<"query">>;
};

/** Two-letter searches: the most candidate rows a search reads. */
const SHORT_TERMS = ["an", "er", "in", "re", "on", "at", "es", "te"];

const CANDIDATES: Candidate[] = [
  {
    fn: "matching.recommendedProjects",
    query: api.matching.recommendedProjects,
    args: (i) => ({
      limit: 10 + (i % 11),
      category: i % 7 < 5 ? undefined : PROJECT_CATEGORIES[i % 5],
    }),
  },
  {
    fn: "projects.list (search, 50)",
    query: api.projects.list,
    args: (i) => ({
      search: SHORT_TERMS[i % SHORT_TERMS.length],
      paginationOpts: { numItems: 50 - (i % 3), cursor: null },
    }),
  },
  {
    fn: "builders.list (search, 50)",
    query: api.builders.list,
    args: (i) => ({
      search: SHORT_TERMS[i % SHORT_TERMS.length],
      paginationOpts: { numItems: 50 - (i % 3), cursor: null },
    }),
  },
];

/**
 * Times each candidate as `user` (nothing else running), in turns so that a
 * shared machine's drift falls on each alike, and returns the slowest by median,
 * with every candidate's median.
 */
export async function heaviestQuery(
  user: LoadUser,
): Promise<{ chosen: Candidate; mediansMs: Record<string, number> }> {
  const samples = CANDIDATES.map((): number[] => []);
  for (let i = 0; i < 15; i++) {
    for (const [c, candidate] of CANDIDATES.entries()) {
      const t0 = performance.now();
      user.leavePage();
      await user.open(candidate.fn, candidate.query, candidate.args(i));
      samples[c]!.push(performance.now() - t0);
    }
  }
  const medians = samples.map((s) => stats(s).p50Ms);
  const slowest = medians.indexOf(Math.max(...medians));
  return {
    chosen: CANDIDATES[slowest]!,
    mediansMs: Object.fromEntries(
      CANDIDATES.map((candidate, c) => [candidate.fn, medians[c]!]),
    ),
  };
}

/** `user` (its calls filed as a driver's) runs `candidate` back to back. */
export function heavyQuery(user: LoadUser, candidate: Candidate): Driver {
  let i = 0;
  return driver(1, async () => {
    user.leavePage();
    await user.open(candidate.fn, candidate.query, candidate.args(i++));
  });
}
