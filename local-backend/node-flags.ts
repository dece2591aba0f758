/**
 * The Node flags a process hosting the backend starts with (`npm start`, `npm run dev`,
 * `npm run backend` and the benchmarks that host it in their own process, in
 * package.json, which cannot import this and repeat it; the e2e backend in
 * playwright.config.ts; the backend bench:load and bench:web start, in
 * bench/ts-child.ts).
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MiB per semi-space
 * (the default stops at 16 on 64-bit). A backend allocates fast and briefly (a frame, a
 * query's reads, a Transition); with the small default these objects outlive
 * scavenges, are promoted, and come back as long major GCs (pauses of tens of ms under
 * bench:load at 1,000 users). With the flag, bench:load's mutation and
 * write-to-update latencies are lower (bench/README.md), for about 85 MiB more RSS.
 * V8 reads it only when the process starts, hence a flag.
 */
export const BACKEND_NODE_FLAGS = ["--max-semi-space-size=64"] as const;
