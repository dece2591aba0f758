/**
 * The in-process API of the local backend, for tests and scripts.
 *
 *   const backend = await startBackend({ convexDir: "convex", dataDir: ".data/test", port: 0, sitePort: 0 });
 *   // backend.url -> ConvexHttpClient, backend.siteUrl -> HTTP actions
 *   await backend.stop();
 */
import { Backend, type BackendOptions } from "./src/backend";

export { BundleError } from "./src/isolate/loader";
export {
  StartupError,
  type BackendOptions,
  type RunFunctionOptions,
} from "./src/backend";
export {
  chooseDataDir,
  DATA_DIR_ENV,
  defaultDataDir,
  prepareDataDir,
} from "./src/data-dir";

export interface RunningBackend {
  /** Cloud URL (`/api/*`), e.g. http://127.0.0.1:3210. */
  url: string;
  /** Site URL (HTTP actions), e.g. http://127.0.0.1:3211. */
  siteUrl: string;
  /**
   * The deployment's admin key (`setAdminAuth`), kept in the data dir's `env.json`;
   * for tests and scripts in this process (the backend never serves it).
   */
  adminKey: string;
  /** Stops the servers, flushes pending commits and closes the database. */
  stop(): Promise<void>;
  /** The underlying backend, for advanced tests (store, runner). */
  backend: Backend;
  /**
   * Runs a function in-process, as nobody unless given `identity` or `token`;
   * `allowInternal` reaches internal functions, `kind` checks the function's kind.
   */
  runFunction: Backend["runFunction"];
  /** Sync counters for tests, e.g. `stats.queryExecutions`. */
  stats: Backend["stats"];
}

export async function startBackend(
  options: BackendOptions,
): Promise<RunningBackend> {
  const backend = await Backend.start({ watch: false, ...options });
  return {
    url: backend.url,
    siteUrl: backend.siteUrl,
    adminKey: backend.adminKey,
    stop: () => backend.stop(),
    backend,
    runFunction: (path, args, opts) => backend.runFunction(path, args, opts),
    get stats() {
      return backend.stats;
    },
  };
}
