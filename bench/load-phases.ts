/**
 * bench:load's run after setup: the users arrive (connected, signed in, their
 * header and dashboard subscribed, before they are measured), then run the
 * mix until the end, while the phases are measured:
 *
 * - `quiet@<n>` for each user count but the last: one window;
 * - at the last (all users): rounds of `quiet`, `storm` (sign-in storm) and
 *   `heavy` (the heaviest query, back to back), each a window, with a short
 *   unmeasured settle after each so that one phase's tail is not filed under the
 *   next. Alternating rounds put a shared machine's drift on every phase alike.
 */
import { ConvexHttpClient } from "convex/browser";
import type { AppBackend } from "./load-backend";
import {
  heavyQuery,
  heaviestQuery,
  signInStorm,
  type Driver,
} from "./load-drivers";
import type { Meter } from "./load-meter";
import { step, thinkTime, type MixContext } from "./load-mix";
import type { Recorder } from "./load-record";
import type { Account, DataSet } from "./load-setup";
import { LoadUser } from "./load-user";
import { prng } from "./matching-scale-data";

export type Plan = {
  /** Users active in each stage, ascending; the last stage has the rounds. */
  scales: number[];
  /** One window at each scale but the last. */
  firstWindowMs: number;
  rounds: number;
  windowMs: number;
  settleMs: number;
  thinkMs: number;
  seed: number;
  /** Concurrent sign-in clients in the storm. */
  stormClients: number;
};

const CONNECT_BATCH = 50;
/** Token renewal, seconds before expiry: spread so 1,000 sessions renew over minutes. */
const LEEWAY_MIN_S = 10;
const LEEWAY_SPREAD_S = 150;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Users running the mix until `stop()`. */
class Crowd {
  private running = true;
  private readonly sleepers = new Set<() => void>();
  private readonly loops: Promise<void>[] = [];

  add(ctx: MixContext, thinkMs: number): void {
    this.loops.push(
      (async () => {
        while (this.running) {
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              this.sleepers.delete(done);
              resolve();
            };
            const timer = setTimeout(done, thinkTime(ctx.random, thinkMs));
            this.sleepers.add(done);
          });
          if (this.running) await step(ctx);
        }
      })(),
    );
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const done of [...this.sleepers]) done();
    await Promise.all(this.loops);
  }
}

type Env = {
  plan: Plan;
  backend: AppBackend;
  data: DataSet;
  recorder: Recorder;
  refresher: ConvexHttpClient;
};

function newUser(
  env: Env,
  account: Account,
  random: () => number,
  caller: "users" | "driver" = "users",
): LoadUser {
  const leeway = LEEWAY_MIN_S + Math.floor(random() * LEEWAY_SPREAD_S);
  return new LoadUser(
    account.userId,
    account.tokens,
    env.backend.url,
    env.refresher,
    env.recorder,
    leeway,
    caller,
  );
}

/** The simulated users: they arrive in batches, subscribed, then run the mix. */
class Population {
  readonly users: LoadUser[] = [];
  private readonly crowd = new Crowd();

  constructor(
    private readonly env: Env,
    private readonly log: (line: string) => void,
  ) {}

  /** Connects users until `count` run; resolves once their subscriptions answered. */
  async arrive(count: number): Promise<void> {
    const { plan, data, recorder } = this.env;
    while (this.users.length < count) {
      const from = this.users.length;
      const batch = data.users
        .slice(from, Math.min(count, from + CONNECT_BATCH))
        .map((account, i) => {
          const random = prng(plan.seed * 7919 + from + i);
          return { random, user: newUser(this.env, account, random) };
        });
      const failed = (
        await Promise.all(batch.map(({ user }) => user.subscribeAlways()))
      ).flat();
      if (failed.length > 0) {
        this.log(
          `  arriving users: ${failed.length} subscriptions failed: ${[...new Set(failed)].join("; ")}`,
        );
      }
      for (const { user, random } of batch) {
        this.users.push(user);
        const { searchTerms, projectIds } = data;
        this.crowd.add(
          { user, random, recorder, searchTerms, projectIds },
          plan.thinkMs,
        );
      }
    }
  }

  async stop(): Promise<void> {
    await this.crowd.stop();
    await Promise.all(this.users.map((u) => u.close()));
  }
}

/** At the last scale: rounds of quiet, storm and heavy windows. */
async function rounds(
  env: Env,
  meter: Meter,
  drivers: { storm: Driver; heavy: Driver },
  log: (line: string) => void,
): Promise<void> {
  const { plan, recorder } = env;
  const users = plan.scales[plan.scales.length - 1]!;
  for (let round = 0; round < plan.rounds; round++) {
    log(`  round ${round + 1}/${plan.rounds} at ${users} users`);
    for (const [phase, driver] of [
      ["quiet", null],
      ["storm", drivers.storm],
      ["heavy", drivers.heavy],
    ] as const) {
      driver?.start();
      await meter.window(`${phase}@${users}`, plan.windowMs, recorder);
      await driver?.stop();
      await sleep(plan.settleMs);
    }
  }
}

export async function runPlan(
  plan: Plan,
  backend: AppBackend,
  data: DataSet,
  recorder: Recorder,
  meter: Meter,
  log: (line: string) => void,
) {
  const refresher = new ConvexHttpClient(backend.url, { logger: false });
  const env: Env = { plan, backend, data, recorder, refresher };
  const population = new Population(env, log);
  const heavyUser = newUser(env, data.extra.at(-1)!, prng(plan.seed), "driver");
  const storm = signInStorm(
    backend.url,
    data.extra.slice(0, -1),
    recorder,
    plan.stormClients,
  );
  try {
    const heaviest = await heaviestQuery(heavyUser);
    log(
      `  heaviest query: ${heaviest.chosen.fn} ${JSON.stringify(heaviest.mediansMs)}`,
    );
    for (const scale of plan.scales.slice(0, -1)) {
      await population.arrive(scale);
      await sleep(plan.settleMs);
      log(`  quiet@${scale}`);
      await meter.window(`quiet@${scale}`, plan.firstWindowMs, recorder);
    }
    await population.arrive(plan.scales[plan.scales.length - 1]!);
    await sleep(plan.settleMs);
    const heavy = heavyQuery(heavyUser, heaviest.chosen);
    await rounds(env, meter, { storm, heavy }, log);
    return { heaviest: heaviest.mediansMs, heavyFn: heaviest.chosen.fn };
  } finally {
    await population.stop();
    await storm.close();
    await heavyUser.close();
  }
}
