/**
 * bench:load's measurement windows: while a window runs, the recorder files new
 * calls under its phase; the backend process's CPU time, time waiting for a
 * CPU and resident memory (sampled each second), from /proc, and this process's
 * CPU time, wait and event-loop delay (how late the simulated users' own
 * callbacks ran) are added to the phase's totals. A phase may span several windows (rounds alternate phases
 * so that a shared machine's drift falls on each alike).
 */
import { processUsage } from "./load-backend";
import type { Recorder } from "./load-record";

export type PhaseUsage = {
  wallMs: number;
  backendCpuMs: number;
  /** Time the backend's main thread was runnable but waiting for a CPU. */
  backendRunQueueMs: number;
  benchCpuMs: number;
  benchRunQueueMs: number;
  backendRssMaxMiB: number;
  /** How late a 20 ms timer fired, each time, in ms. */
  loopDelayMs: number[];
};

const RSS_SAMPLE_MS = 1000;
const LOOP_TICK_MS = 20;

export class Meter {
  readonly phases = new Map<string, PhaseUsage>();
  /** Every RSS sample of the run: [ms since start, MiB]. */
  readonly rss: [number, number][] = [];
  private current: PhaseUsage | null = null;
  private readonly started = performance.now();
  private readonly sampler: NodeJS.Timeout;
  private loopTimer: NodeJS.Timeout | undefined;

  constructor(private readonly pid: number) {
    this.sampler = setInterval(() => this.sampleRss(), RSS_SAMPLE_MS);
    this.sampleRss();
  }

  /** Event-loop delay: a timer's lateness, every LOOP_TICK_MS, into `into`. */
  private watchLoop(into: number[]): void {
    let expected = performance.now() + LOOP_TICK_MS;
    const tick = () => {
      const now = performance.now();
      into.push(Math.max(0, now - expected));
      expected = now + LOOP_TICK_MS;
      this.loopTimer = setTimeout(tick, LOOP_TICK_MS);
    };
    this.loopTimer = setTimeout(tick, LOOP_TICK_MS);
  }

  private sampleRss(): void {
    const { rssMiB } = processUsage(this.pid);
    this.rss.push([Math.round(performance.now() - this.started), rssMiB]);
    if (this.current) {
      this.current.backendRssMaxMiB = Math.max(
        this.current.backendRssMaxMiB,
        rssMiB,
      );
    }
  }

  latestRssMiB(): number {
    return this.rss[this.rss.length - 1]?.[1] ?? 0;
  }

  private usage(phase: string): PhaseUsage {
    let usage = this.phases.get(phase);
    if (!usage) {
      usage = {
        wallMs: 0,
        backendCpuMs: 0,
        backendRunQueueMs: 0,
        benchCpuMs: 0,
        benchRunQueueMs: 0,
        backendRssMaxMiB: 0,
        loopDelayMs: [],
      };
      this.phases.set(phase, usage);
    }
    return usage;
  }

  /** Files calls under `phase` for `ms`, with the processes' usage meanwhile. */
  async window(phase: string, ms: number, recorder: Recorder): Promise<void> {
    const usage = this.usage(phase);
    this.watchLoop(usage.loopDelayMs);
    const backend0 = processUsage(this.pid);
    const bench0 = processUsage("self");
    const benchCpu0 = process.cpuUsage();
    const t0 = performance.now();
    this.current = usage;
    recorder.phase = phase;
    await new Promise((r) => setTimeout(r, ms));
    recorder.phase = null;
    this.current = null;
    clearTimeout(this.loopTimer);
    usage.wallMs += performance.now() - t0;
    const backend = processUsage(this.pid);
    usage.backendCpuMs += backend.cpuMs - backend0.cpuMs;
    usage.backendRunQueueMs += backend.runQueueMs - backend0.runQueueMs;
    usage.benchRunQueueMs +=
      processUsage("self").runQueueMs - bench0.runQueueMs;
    const bench = process.cpuUsage(benchCpu0);
    usage.benchCpuMs += (bench.user + bench.system) / 1000;
  }

  stop(): void {
    clearInterval(this.sampler);
    clearTimeout(this.loopTimer);
  }
}
