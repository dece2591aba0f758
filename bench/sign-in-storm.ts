/**
 * Sign-in storm. Prints JSON figures, each beside a
 * baseline measured in the same run; asserts nothing.
 *
 *   npm run bench:auth [-- --quick]
 *
 * The app's real convex/ on the local backend (seeded by the app's seed:run),
 * reached over HTTP with the real ConvexHttpClient, everything in this process.
 *
 * 1. Bystanders: one signed-in demo user runs `projects.list` (a query) and
 *    `profiles.update` (a mutation), one after another; latency of each, quiet
 *    (the baseline) and while two attackers each send wrong-password sign-ins
 *    back to back (existing and unknown emails, varied so the rate limit does
 *    not skip the hash). Quiet and storm rounds alternate, so that the drift of
 *    a shared machine's load falls on both. Goal: storm median within 2x of quiet.
 * 2. Answer times, quiet, interleaved: sign-in with a wrong password for an
 *    existing vs an unknown email; sign-up with a taken vs a new email. Goal:
 *    the same within noise. (Back to back, each also waits out the previous
 *    hash's rest: see passwordHashing.ts.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { startBackend } from "../local-backend";

process.env.LOCAL_BACKEND_QUIET = "1";
const quick = process.argv.includes("--quick");
const root = join(import.meta.dirname, "..");

const ROUNDS = quick ? 6 : 20;
/** How long each quiet and each storm phase lasts. */
const PHASE_MS = quick ? 1_000 : 1_500;
const TIMING_SAMPLES = quick ? 10 : 30;
/** Accounts the attackers guess at; each takes at most 9 guesses (limit 10/hour). */
const TARGET_ACCOUNTS = quick ? 12 : 30;
const DEMO_PASSWORD = "buildmates-demo";

type Tokens = { token: string; refreshToken: string } | null;
const signIn = makeFunctionReference<
  "action",
  Record<string, unknown>,
  { tokens?: Tokens }
>("auth:signIn");
const listProjects = makeFunctionReference<
  "query",
  { paginationOpts: { numItems: number; cursor: string | null } },
  unknown
>("projects:list");
const updateProfile = makeFunctionReference<"mutation", { bio: string }, null>(
  "profiles:update",
);

const round = (x: number, digits = 2) => Number(x.toFixed(digits));
const now = () => performance.now();

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50Ms: round(at(0.5)), p90Ms: round(at(0.9)), n: samples.length };
}

let unique = 0;
const freshEmail = (kind: string) =>
  `${kind}.${Date.now().toString(36)}.${++unique}@bench.test`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-auth-"));
  const backend = await startBackend({
    convexDir: join(root, "convex"),
    dataDir,
    port: 0,
    sitePort: 0,
  });
  try {
    await backend.runFunction("seed:run", {}, { allowInternal: true });
    const http = () => new ConvexHttpClient(backend.url, { logger: false });
    const password = (email: string) => `${email}-Passphrase`;
    const signUp = (email: string) =>
      http().action(signIn, {
        provider: "password",
        params: { flow: "signUp", email, password: password(email), name: "B" },
      });
    const wrongSignIn = async (email: string): Promise<string> => {
      try {
        await http().action(signIn, {
          provider: "password",
          params: { flow: "signIn", email, password: "wrong-password" },
        });
        return "ok";
      } catch (error) {
        return String((error as { data?: { code?: string } }).data?.code);
      }
    };

    const targets: string[] = [];
    for (let i = 0; i < TARGET_ACCOUNTS; i++) {
      const email = freshEmail("target");
      await signUp(email);
      targets.push(email);
    }

    // ---- 1. bystanders, quiet then under a storm
    const { tokens } = await http().action(signIn, {
      provider: "password",
      params: {
        flow: "signIn",
        email: "priya@buildmates.test",
        password: DEMO_PASSWORD,
      },
    });
    const user = http();
    user.setAuth(tokens!.token);
    const samples = {
      quiet: { query: [] as number[], mutation: [] as number[] },
      storm: { query: [] as number[], mutation: [] as number[] },
    };
    const bystander = async (into: typeof samples.quiet) => {
      const end = now() + PHASE_MS;
      for (let i = 0; now() < end; i++) {
        let start = now();
        await user.query(listProjects, {
          paginationOpts: { numItems: 10, cursor: null },
        });
        into.query.push(now() - start);
        start = now();
        await user.mutation(updateProfile, { bio: `bio ${i}` });
        into.mutation.push(now() - start);
      }
    };

    let storming = false;
    const answers: Record<string, number> = {};
    let next = 0;
    const attacker = async () => {
      while (storming) {
        // Every other guess at an account; the rest at emails nobody has.
        const n = next++;
        const email =
          n % 2 === 0
            ? targets[Math.floor(n / 2) % targets.length]!
            : freshEmail("unknown");
        const code = await wrongSignIn(email);
        answers[code] = (answers[code] ?? 0) + 1;
      }
    };
    for (let round = 0; round < ROUNDS; round++) {
      await bystander(samples.quiet);
      storming = true;
      const attackers = [attacker(), attacker()];
      await bystander(samples.storm);
      storming = false;
      await Promise.all(attackers);
    }
    const quiet = {
      query: stats(samples.quiet.query),
      mutation: stats(samples.quiet.mutation),
    };
    const storm = {
      query: stats(samples.storm.query),
      mutation: stats(samples.storm.mutation),
    };

    // ---- 2. answer times, quiet, interleaved
    const timing: Record<string, number[]> = {
      signInExisting: [],
      signInUnknown: [],
      signUpTaken: [],
      signUpNew: [],
    };
    const timed = async (key: string, run: () => Promise<unknown>) => {
      const start = now();
      await run();
      timing[key]!.push(now() - start);
    };
    const fresh: string[] = [];
    for (let i = 0; i < TIMING_SAMPLES; i++) {
      const email = freshEmail("timing");
      fresh.push(email);
      await timed("signUpNew", () => signUp(email));
      await timed("signUpTaken", () => signUp(fresh[i >> 1]!));
    }
    for (let i = 0; i < TIMING_SAMPLES; i++) {
      // Each account at most 9 guesses: below the limit, so every one is hashed.
      await timed("signInExisting", () =>
        wrongSignIn(fresh[i % fresh.length]!),
      );
      await timed("signInUnknown", () => wrongSignIn(freshEmail("nobody")));
    }

    const ratio = (a: number, b: number) => round(a / b);
    console.log(
      JSON.stringify(
        {
          bench: "sign-in-storm",
          quick,
          bystanders: {
            quiet,
            storm,
            stormOverQuietP50: {
              query: ratio(storm.query.p50Ms, quiet.query.p50Ms),
              mutation: ratio(storm.mutation.p50Ms, quiet.mutation.p50Ms),
            },
            attackerAnswers: answers,
          },
          answerTimes: {
            signInWrongPassword: {
              existingEmail: stats(timing.signInExisting!),
              unknownEmail: stats(timing.signInUnknown!),
            },
            signUp: {
              takenEmail: stats(timing.signUpTaken!),
              newEmail: stats(timing.signUpNew!),
            },
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
