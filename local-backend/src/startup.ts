/**
 * The startup steps that can refuse to start the backend, each with a StartupError that
 * says what to do: wiping and checking the data dir, opening its database, binding the
 * ports. Also the sync endpoint's allowed origins, derived from SITE_URL at startup.
 */
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { type Listener } from "./http/listener";
import { bundleWorker } from "./isolate/pool/bundle-worker";
import { log } from "./log";
import { Store } from "./storage/store";
import { BatchWriter, WRITER_ENTRY } from "./storage/writer";

export class StartupError extends Error {}

/** `--reset`: deletes the database, files and env, unless another backend uses them. */
export function resetDataDir(dataDir: string): void {
  if (existsSync(join(dataDir, "db.sqlite3"))) {
    // Refuse to wipe a data dir that another backend is using.
    try {
      new Store(dataDir).close();
    } catch (e) {
      throw new StartupError((e as Error).message, { cause: e });
    }
  }
  if (existsSync(dataDir)) {
    for (const name of [
      "db.sqlite3",
      "db.sqlite3-wal",
      "db.sqlite3-shm",
      "storage",
      "env.json",
    ]) {
      rmSync(join(dataDir, name), { recursive: true, force: true });
    }
  }
}

export function checkDataDir(dataDir: string): void {
  try {
    if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
      throw new StartupError(
        `The data dir ${dataDir} exists and is not a directory.`,
      );
    }
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.R_OK | constants.W_OK);
  } catch (e) {
    if (e instanceof StartupError) throw e;
    throw new StartupError(
      `The data dir ${dataDir} is not readable and writable: ${(e as Error).message}`,
    );
  }
}

/** Opens the data dir's database (refused while another backend holds it). */
export function openStore(dataDir: string): Store {
  try {
    return new Store(dataDir);
  } catch (e) {
    throw new StartupError(
      `Cannot open the database in ${dataDir}: ${(e as Error).message}`,
      { cause: e },
    );
  }
}

/**
 * Starts the writer thread that writes `store`'s batches (`storage/writer.ts`),
 * bundled into `tmpDir`. Without it (it could not start), they are written on the
 * backend's thread, as they always can be.
 */
export async function startWriter(
  store: Store,
  dataDir: string,
  tmpDir: string,
): Promise<void> {
  const script = join(tmpDir, "writer.mjs");
  try {
    await bundleWorker(WRITER_ENTRY, script);
    store.useWriter(await BatchWriter.start(script, dataDir));
  } catch (e) {
    log.warn(
      `Batches are written on the backend's thread: the writer thread did not start (${(e as Error).message}).`,
    );
  }
}

/** Binds `listener` to `port` on `host`; resolves with the bound port. */
export async function listen(
  listener: Listener,
  port: number,
  host: string,
  what: "cloud" | "site",
): Promise<number> {
  try {
    return await listener.listen(port, host);
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    throw new StartupError(
      error.code === "EADDRINUSE"
        ? `The ${what} port ${port} is already in use. Stop the process using it or choose another port (${what === "cloud" ? "--port" : "--site-port"}).`
        : `Cannot listen on ${host}:${port} (${what} port): ${error.message}`,
    );
  }
}

/** The web app's origin (SITE_URL) under both loopback names, plus extra origins. */
export function syncOrigins(
  siteUrl: string | undefined,
  extra: string[],
): string[] {
  const out = new Set(extra);
  try {
    const url = new URL(siteUrl ?? "");
    out.add(url.origin);
    if (url.hostname === "localhost" || url.hostname === "127.0.0.1") {
      const port = url.port ? `:${url.port}` : "";
      out.add(`${url.protocol}//localhost${port}`);
      out.add(`${url.protocol}//127.0.0.1${port}`);
    }
  } catch {
    // No usable SITE_URL: only the explicit origins.
  }
  return [...out];
}
