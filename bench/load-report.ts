/**
 * bench:load's figures: per phase, the simulated users' calls (all, queries,
 * mutations; each function apart), write-to-update latency, commits per second,
 * the backend's CPU and memory and this process's event-loop delay, the storm's
 * and heavy query's own calls, and each interference phase's latency as a ratio
 * to the quiet phase at the same user count. Printed as tables; the JSON beside
 * the raw floors is bench/load.ts's.
 */
import type { Meter, PhaseUsage } from "./load-meter";
import type { Bucket, Recorder } from "./load-record";
import { round, stats } from "./sync-clients";

type Stats = ReturnType<typeof stats>;

/** The users' mutations; every other timed call but the token refresh is a query. */
const MUTATIONS = new Set([
  "applications.apply",
  "applications.accept",
  "applications.reject",
]);
const REFRESH = "auth.signIn (refresh)";

const statsOrNull = (samples: number[]): Stats | null =>
  samples.length === 0 ? null : stats(samples);

function usageOf(usage: PhaseUsage | undefined) {
  if (!usage) return null;
  const loop = stats(usage.loopDelayMs.length > 0 ? usage.loopDelayMs : [0]);
  return {
    seconds: round(usage.wallMs / 1000, 1),
    backendCpuPercent: round((usage.backendCpuMs / usage.wallMs) * 100, 0),
    backendWaitingForCpuPercent: round(
      (usage.backendRunQueueMs / usage.wallMs) * 100,
      0,
    ),
    backendRssMaxMiB: round(usage.backendRssMaxMiB, 0),
    benchCpuPercent: round((usage.benchCpuMs / usage.wallMs) * 100, 0),
    benchWaitingForCpuPercent: round(
      (usage.benchRunQueueMs / usage.wallMs) * 100,
      0,
    ),
    benchEventLoopDelay: {
      p50Ms: round(loop.p50Ms, 1),
      p99Ms: round(loop.p99Ms, 1),
    },
  };
}

export function phaseFigures(recorder: Recorder, meter: Meter) {
  const phases: Record<string, ReturnType<typeof onePhase>> = {};
  for (const [name, bucket] of recorder.phases) {
    phases[name] = onePhase(name, bucket, meter.phases.get(name));
  }
  return phases;
}

function onePhase(name: string, bucket: Bucket, usage: PhaseUsage | undefined) {
  const seconds = (usage?.wallMs ?? 1) / 1000;
  const all: number[] = [];
  const queries: number[] = [];
  const mutations: number[] = [];
  const byFunction: Record<string, Stats> = {};
  for (const [fn, samples] of bucket.calls) {
    byFunction[fn] = stats(samples);
    if (fn === REFRESH) continue;
    all.push(...samples);
    (MUTATIONS.has(fn) ? mutations : queries).push(...samples);
  }
  const drivers: Record<string, Stats & { perSecond: number }> = {};
  for (const [fn, samples] of bucket.driver) {
    drivers[fn] = {
      ...stats(samples),
      perSecond: round(samples.length / seconds, 1),
    };
  }
  const errors: Record<string, Record<string, number>> = {};
  for (const [fn, byCode] of bucket.errors)
    errors[fn] = Object.fromEntries(byCode);
  const updates = [...bucket.updates.values()].reduce((a, b) => a + b, 0);
  return {
    users: Number(name.split("@")[1]),
    callsPerSecond: round(all.length / seconds, 1),
    commitsPerSecond: round(bucket.commits / seconds, 1),
    updatesPerSecond: round(updates / seconds, 1),
    updatesByFunction: Object.fromEntries(bucket.updates),
    all: statsOrNull(all),
    queries: statsOrNull(queries),
    mutations: statsOrNull(mutations),
    writeToUpdate: statsOrNull(bucket.writeToUpdate),
    byFunction,
    drivers,
    errors,
    cachedFirstResults: bucket.cached,
    usage: usageOf(usage),
  };
}

type Phases = ReturnType<typeof phaseFigures>;

/** Each interference phase's p50 and p99 over the quiet phase's at the same user count. */
export function interference(phases: Phases) {
  const ratios: Record<
    string,
    Record<string, { p50: number; p99: number }>
  > = {};
  for (const [name, phase] of Object.entries(phases)) {
    const quiet = phases[`quiet@${phase.users}`];
    if (name.startsWith("quiet") || !quiet) continue;
    const ratio = (a: Stats | null, b: Stats | null) =>
      a && b
        ? { p50: round(a.p50Ms / b.p50Ms, 2), p99: round(a.p99Ms / b.p99Ms, 2) }
        : { p50: NaN, p99: NaN };
    ratios[name] = {
      all: ratio(phase.all, quiet.all),
      queries: ratio(phase.queries, quiet.queries),
      mutations: ratio(phase.mutations, quiet.mutations),
    };
  }
  return ratios;
}

const pad = (text: string | number, width: number) =>
  String(text).padStart(width);
const pair = (s: Stats | null) =>
  s ? `${s.p50Ms.toFixed(1)} / ${s.p99Ms.toFixed(1)}` : "-";

type Phase = Phases[string];
const PHASE_COLUMNS: [string, number, (p: Phase, quiet?: Phase) => string][] = [
  ["calls/s", 8, (p) => String(p.callsPerSecond)],
  ["commits/s", 9, (p) => String(p.commitsPerSecond)],
  ["updates/s", 9, (p) => String(p.updatesPerSecond)],
  ["query p50/p99", 16, (p) => pair(p.queries)],
  ["mutation p50/p99", 17, (p) => pair(p.mutations)],
  [
    "write->update p50/p99 (n)",
    26,
    (p) =>
      p.writeToUpdate ? `${pair(p.writeToUpdate)} (${p.writeToUpdate.n})` : "-",
  ],
  [
    "p50 x quiet",
    11,
    (p, quiet) =>
      p.all && quiet?.all ? (p.all.p50Ms / quiet.all.p50Ms).toFixed(2) : "-",
  ],
  [
    "backend CPU/wait",
    16,
    (p) =>
      p.usage
        ? `${p.usage.backendCpuPercent} / ${p.usage.backendWaitingForCpuPercent} %`
        : "-",
  ],
  ["RSS MiB", 7, (p) => String(p.usage?.backendRssMaxMiB ?? "-")],
  [
    "bench CPU/wait",
    14,
    (p) =>
      p.usage
        ? `${p.usage.benchCpuPercent} / ${p.usage.benchWaitingForCpuPercent} %`
        : "-",
  ],
  ["loop p99", 8, (p) => String(p.usage?.benchEventLoopDelay.p99Ms ?? "-")],
];

/** The tables, for a reader: phases, then every function by phase. */
export function printTables(phases: Phases, print: (line: string) => void) {
  const names = Object.keys(phases);
  print(
    ["phase".padEnd(12), ...PHASE_COLUMNS.map(([h, w]) => pad(h, w))].join(" "),
  );
  for (const name of names) {
    const p = phases[name]!;
    const quiet = phases[`quiet@${p.users}`];
    print(
      [
        name.padEnd(12),
        ...PHASE_COLUMNS.map(([, w, cell]) => pad(cell(p, quiet), w)),
      ].join(" "),
    );
  }
  print("");
  print(
    [
      "function (p50 / p99 ms, n)".padEnd(34),
      ...names.map((n) => pad(n, 24)),
    ].join(" "),
  );
  const fns = new Set(names.flatMap((n) => Object.keys(phases[n]!.byFunction)));
  const driverFns = new Set(
    names.flatMap((n) => Object.keys(phases[n]!.drivers)),
  );
  for (const fn of [...fns].sort()) {
    const cells = names.map((n) => {
      const s = phases[n]!.byFunction[fn];
      return pad(s ? `${pair(s)} (${s.n})` : "-", 24);
    });
    print([fn.padEnd(34), ...cells].join(" "));
  }
  for (const fn of [...driverFns].sort()) {
    const cells = names.map((n) => {
      const s = phases[n]!.drivers[fn];
      return pad(s ? `${pair(s)} (${s.perSecond}/s)` : "-", 24);
    });
    print([`[driver] ${fn}`.padEnd(34), ...cells].join(" "));
  }
  for (const name of names) {
    for (const [fn, byCode] of Object.entries(phases[name]!.errors)) {
      for (const [code, n] of Object.entries(byCode)) {
        print(`failed in ${name}: ${fn} x ${n}: ${code}`);
      }
    }
  }
}

type Floors = {
  relayP50Ms: number;
  rawCommitsPerSecond: number;
  mutationToTransitionP50Ms: number;
};

/** Each phase's figures as multiples of the floors measured in the same run. */
export function besideFloors(phases: Phases, floors: Floors) {
  return Object.fromEntries(
    Object.entries(phases).map(([name, p]) => [
      name,
      {
        mutationP50OverMutationToTransitionP50: p.mutations
          ? round(p.mutations.p50Ms / floors.mutationToTransitionP50Ms, 1)
          : null,
        writeToUpdateP50OverRelayP50: p.writeToUpdate
          ? round(p.writeToUpdate.p50Ms / floors.relayP50Ms, 1)
          : null,
        commitsPerSecondOverRawCommitsPerSecond: round(
          p.commitsPerSecond / floors.rawCommitsPerSecond,
          3,
        ),
      },
    ]),
  );
}

/** The latency goals, read off (not asserted) at the largest user count. */
export function goals(phases: Phases) {
  const users = Math.max(...Object.values(phases).map((p) => p.users));
  const quiet = phases[`quiet@${users}`];
  const storm = phases[`storm@${users}`];
  const check = (value: number | undefined, limit: number) => ({
    value: value ?? null,
    met: value === undefined ? null : value < limit,
  });
  const ratio =
    quiet?.all && storm?.all
      ? round(storm.all.p50Ms / quiet.all.p50Ms, 2)
      : undefined;
  return {
    users,
    "mutation p99 < 50 ms (quiet)": check(quiet?.mutations?.p99Ms, 50),
    "write-to-update p99 < 100 ms (quiet)": check(
      quiet?.writeToUpdate?.p99Ms,
      100,
    ),
    "other users' median during the storm <= 1.5x quiet": {
      value: ratio ?? null,
      met: ratio === undefined ? null : ratio <= 1.5,
    },
  };
}
