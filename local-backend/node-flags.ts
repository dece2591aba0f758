/**
 * The Node flags a process hosting the backend starts with (`npm start`, `npm run dev`,
 * `npm run backend` and the benchmarks that host it in their own process, in
 * package.json, which cannot import this and repeat it; the e2e backend in
 * playwright.config.ts; the backend bench:load and bench:web start, in
 * bench/ts-child.ts).
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MiB per semi-space
 * (the default stops at 16 on 64-bit). A backend allocates fast and briefly (a frame, a
 * query's reads, a Transition), and with the small default these objects outlived
 * scavenges, were promoted, and came back as long major GCs (35 to 75 ms pauses in
 * bench:load at 1,000 users). Measured in bench:load --users 1000, seven runs with it
 * against nine without (quiet@1000 medians): mutation p99 46 against 55 ms,
 * write-to-update p99 75 against 91 ms, mutation p50 12.2 against 13.2 ms, for about
 * 85 MiB more RSS. V8 reads it only when the process starts, hence a flag.
 */
export const BACKEND_NODE_FLAGS = ["--max-semi-space-size=64"] as const;
