/**
 * `npm start` end to end: backend + the built web app on chosen ports, first-start
 * seeding through `seed:run`, the web build made once and then taken from its cache, a
 * clear error for a taken port, Ctrl-C stopping everything, and data kept between runs.
 * Uses the sync fixture as convex/, a temp data dir (named by BUILDMATES_DATA_DIR) and
 * a temp build cache.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type Server, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(join(tmpdir(), "npm-start-test-"));
const cacheDir = mkdtempSync(join(tmpdir(), "npm-start-test-cache-"));
const list = makeFunctionReference<
  "query",
  { channel: string },
  { body: string }[]
>("messages:list");

/** `count` distinct free ports: every listener stays open until all are chosen, so the
 * system cannot hand the same port out twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((res) => {
          const server = createServer();
          server.listen(0, "127.0.0.1", () => res(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(
    servers.map((s) => new Promise<void>((res) => s.close(() => res()))),
  );
  return ports;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((res) => {
    const server = createServer();
    server.once("error", () => res(false));
    server.listen(port, "127.0.0.1", () => server.close(() => res(true)));
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(ports: number[]): Run {
  const [port, sitePort, webPort, mailSmtpPort, mailWebPort] = ports.map(
    String,
  ) as [string, string, string, string, string];
  // Its own process group, so "Ctrl-C" can reach the whole group as a terminal does.
  // `node --import tsx` rather than the tsx CLI: under heavy load the CLI's signal relay
  // (30 ms to hear back from the child) may SIGKILL it, which is not what is tested here.
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/start.ts",
      "--port",
      port,
      "--site-port",
      sitePort,
      "--web-port",
      webPort,
      "--mail-smtp-port",
      mailSmtpPort,
      "--mail-web-port",
      mailWebPort,
      "--convex-dir",
      join(root, "tests", "sync", "convex"),
    ],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        LOCAL_BACKEND_QUIET: "1",
        BUILDMATES_DATA_DIR: dataDir,
        BUILDMATES_WEB_CACHE_DIR: cacheDir,
      },
    },
  );
  let text = "";
  child.stdout.on("data", (d: Buffer) => (text += d.toString()));
  child.stderr.on("data", (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((res) =>
    child.once("exit", (code) => res(code)),
  );
  return { child, output: () => text, exited };
}

async function ready(run: Run): Promise<void> {
  const started = Date.now();
  while (!run.output().includes("Buildmates is running")) {
    if (run.child.exitCode !== null || Date.now() - started > 60_000) {
      throw new Error(`npm start did not come up:\n${run.output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function ctrlC(run: Run): Promise<number | null> {
  process.kill(-run.child.pid!, "SIGINT");
  return run.exited;
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("starts backend and web app, seeds once, refuses a taken port, stops on Ctrl-C and keeps data", async () => {
    const ports = await freePorts(5);
    const [port, , webPort, mailSmtpPort, mailWebPort] = ports as [
      number,
      number,
      number,
      number,
      number,
    ];
    const first = start(ports);
    await ready(first);
    expect(first.output()).toContain(`App:      http://127.0.0.1:${webPort}/`);
    expect(first.output()).toContain("Inserted the demo data");
    expect(first.output()).toContain("Building the web app...");
    expect(first.output()).toContain(`Data:     ${dataDir}`);
    expect(first.output()).toContain(
      `Mail:     http://127.0.0.1:${mailWebPort}/  (every email the app sends; SMTP smtp://127.0.0.1:${mailSmtpPort})`,
    );
    // The mail catcher's inbox answers, through its REST API.
    const inbox = await fetch(`http://127.0.0.1:${mailWebPort}/api/email`);
    expect(inbox.status).toBe(200);
    expect(await inbox.json()).toEqual([]);

    // The production build, with its headers; nothing of the data dir.
    const home = await fetch(`http://127.0.0.1:${webPort}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-security-policy")).toContain(
      `connect-src 'self' http://127.0.0.1:${port} ws://127.0.0.1:${port}`,
    );
    expect(await home.text()).toMatch(
      /<script type="module" crossorigin src="\/assets\//,
    );
    expect(
      (await fetch(`http://127.0.0.1:${webPort}/.data/local/env.json`)).status,
    ).toBe(404);
    const http = new ConvexHttpClient(`http://127.0.0.1:${port}`, {
      logger: false,
    });
    expect(await http.query(list, { channel: "seed" })).toEqual([
      expect.objectContaining({ body: "demo" }),
    ]);

    const clash = start(ports);
    expect(await clash.exited).toBe(1);
    expect(clash.output()).toContain(
      `port ${port} (backend) is already in use`,
    );

    // A taken mail port is refused as clearly (the other ports free).
    const [a, b, c, d] = (await freePorts(4)) as [
      number,
      number,
      number,
      number,
    ];
    const others = [a, b, c, mailSmtpPort, d];
    const mailClash = start(others);
    expect(await mailClash.exited).toBe(1);
    expect(mailClash.output()).toContain(
      `port ${mailSmtpPort} (mail catcher SMTP) is already in use`,
    );

    expect(await ctrlC(first)).toBe(0);
    for (const p of ports) expect(await portIsFree(p)).toBe(true);

    // Second start: same data, no second seeding.
    const second = start(ports);
    await ready(second);
    expect(second.output()).not.toContain("Inserted the demo data");
    expect(second.output()).toContain("Using the cached build");
    expect(second.output()).not.toContain("Building the web app");
    expect(await http.query(list, { channel: "seed" })).toHaveLength(1);
    expect(await ctrlC(second)).toBe(0);
  }, 120_000);
});
