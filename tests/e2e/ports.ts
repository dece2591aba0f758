import { execFileSync } from "node:child_process";

/**
 * The e2e run's ports. Each comes from its environment variable when set;
 * otherwise the usual one while it is free (so the web build, cached by the
 * backend's URL, is reused run after run), or one the system picks when
 * another run holds it, so two runs on one machine never share a port.
 * Playwright's runner chooses them once, while loading its config, and its
 * workers, which load the config again, inherit them through the environment.
 */
const USUAL = {
  E2E_PORT: 4173,
  E2E_BACKEND_PORT: 3310,
  E2E_SITE_PORT: 3311,
  E2E_MAIL_SMTP_PORT: 3320,
  E2E_MAIL_WEB_PORT: 3321,
} as const;
type PortName = keyof typeof USUAL;

/**
 * Binds each usual port, or port 0 where that fails, all at once (so no two
 * picks can be the same port), and prints what it got. Runs in a child
 * process because the config is loaded synchronously.
 */
const PROBE = `
const net = require("node:net");
const wanted = JSON.parse(process.argv[1]);
const listen = (port) => new Promise((resolve) => {
  const server = net.createServer();
  server.once("error", () => resolve(listen(0)));
  server.listen(port, "127.0.0.1", () => resolve(server));
});
(async () => {
  const servers = [];
  for (const port of wanted) servers.push(await listen(port));
  process.stdout.write(JSON.stringify(servers.map((s) => s.address().port)));
  for (const server of servers) server.close();
})();
`;

function choose(): Record<PortName, number> {
  const names = Object.keys(USUAL) as PortName[];
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    const picked = JSON.parse(
      execFileSync(process.execPath, [
        "-e",
        PROBE,
        JSON.stringify(missing.map((name) => USUAL[name])),
      ]).toString(),
    ) as number[];
    missing.forEach((name, i) => (process.env[name] = String(picked[i])));
  }
  return Object.fromEntries(
    names.map((name) => [name, Number(process.env[name])]),
  ) as Record<PortName, number>;
}

const ports = choose();

export const WEB_PORT = ports.E2E_PORT;
export const BACKEND_PORT = ports.E2E_BACKEND_PORT;
export const SITE_PORT = ports.E2E_SITE_PORT;
export const MAIL_SMTP_PORT = ports.E2E_MAIL_SMTP_PORT;
export const MAIL_WEB_PORT = ports.E2E_MAIL_WEB_PORT;
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
