/**
 * `npm start`. Today it can only serve the web app: the offline backend that the app
 * needs for accounts, projects and live data (local-backend/) does not exist yet.
 * It says so plainly instead of pretending. Issues #3 and #4 complete it.
 */
import { spawn } from "node:child_process";

const port = Number(process.env.PORT ?? 5173);

console.log(`
  Buildmates: npm start is not complete yet.

  What works:   the web app's pages, served by Vite.
  What doesn't: there is no backend yet. The offline, Convex-compatible backend in
                local-backend/ is still being built, so sign-up, sign-in, projects,
                applications and live updates do not work, and no demo data exists.
`);

const vite = spawn(
  "node_modules/.bin/vite",
  ["--host", "127.0.0.1", "--port", String(port), "--strictPort"],
  { stdio: "inherit" },
);

console.log(`  App: http://127.0.0.1:${port}/  (Ctrl-C to stop)\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => vite.kill(signal));
}
vite.on("exit", (code) => process.exit(code ?? 0));
