import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { BACKEND_NODE_FLAGS } from "./local-backend/node-flags";
import { CHROMIUM_ARGS, resolveChromiumPath } from "./tests/e2e/chromium";
import {
  BACKEND_PORT,
  BACKEND_URL,
  MAIL_SMTP_PORT,
  MAIL_WEB_PORT,
  SITE_PORT,
  WEB_PORT,
} from "./tests/e2e/ports";
import { scaled } from "./tests/e2e/timeouts";

/** Ports of the run's own (tests/e2e/ports.ts), so a running `npm start` or another run is untouched. */
const PORT = WEB_PORT;
const baseURL = `http://127.0.0.1:${PORT}`;
const backendURL = BACKEND_URL;

/**
 * Timeouts only catch a stuck test; they never pace one. Every test waits for
 * states (web-first assertions, expect.poll, toPass), which return as soon as
 * the state holds, so a generous budget costs a passing run nothing and only
 * delays the report of a real failure. Sized for the slowest machine the suite
 * runs on: a shared 2-core box (CI, or a laptop running several suites) at a
 * load average of 16-24, where a page load takes 2-5 s, an axe scan 2-4 s, a
 * live update from another browser a few seconds, and a sign-up's password
 * hashes queue behind other sign-ins (convex/passwordHashing.ts). `test.slow()`
 * triples the test budget (tests with several sign-ins or many scans).
 * E2E_TIMEOUT_SCALE multiplies both for an even busier machine.
 */
/** One whole test. */
const TEST_TIMEOUT = scaled(60_000);
/** One expectation (also each poll and each toPass). */
const EXPECT_TIMEOUT = scaled(15_000);

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: TEST_TIMEOUT,
  expect: { timeout: EXPECT_TIMEOUT, toPass: { timeout: EXPECT_TIMEOUT } },
  // Two workers at least (Playwright's default is half the cores: one on a 2-core
  // machine): much of a test is waiting for a live update or a page, time the other
  // worker uses. Tests share one backend and make their own people and projects, so
  // they run in any order and side by side; sign-ins go through the auth API
  // (sessions.ts), so the password-hash slots (convex/passwordHashing.ts) stay free.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // Pages render as for a visitor who asks for reduced motion (globals.css): state
    // changes stay, movement goes. An animation is frames Chromium draws in software
    // on the CPU the backend and the other worker need (about a sixth of a run), and
    // an action waits for its element to stop moving.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: resolveChromiumPath(),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      // The mail catcher (maildev) the backend sends to; tests read codes from its API.
      command: `node --import tsx scripts/mail-catcher.ts --smtp-port ${MAIL_SMTP_PORT} --web-port ${MAIL_WEB_PORT}`,
      url: `http://127.0.0.1:${MAIL_WEB_PORT}/api/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A fresh local deployment, seeded with the demo data by the app's own seed:run.
      command: [
        `node ${BACKEND_NODE_FLAGS.join(" ")} --import tsx local-backend/cli.ts`,
        `--port ${BACKEND_PORT} --site-port ${SITE_PORT}`,
        // A data dir per backend port, so a run never opens another's.
        `--data-dir ${join(tmpdir(), `buildmates-e2e-${BACKEND_PORT}`)} --reset --no-watch`,
        `--env SITE_URL=${baseURL}`,
        `--env SMTP_URL=smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        "--run seed:run",
      ].join(" "),
      url: `${backendURL}/version`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { LOCAL_BACKEND_QUIET: "1" },
    },
    {
      // The built app, as a visitor gets it, wired to that backend: the same build cache,
      // static server and security headers as `npm start`.
      command: `node --import tsx scripts/serve-web.ts --port ${PORT} --backend-url ${backendURL}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
