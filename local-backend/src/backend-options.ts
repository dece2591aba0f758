/** What `Backend.start` and `Backend.runFunction` take. */
import { type ClientCall } from "./http/host";
import { type UserIdentity } from "./isolate/call";
import { type SyncOptions } from "./sync/sync-server";

export interface BackendOptions {
  /** The `convex/` folder to run. */
  convexDir: string;
  /** Where the database, files and keys live. */
  dataDir: string;
  /** Cloud port (API, later WebSocket); 0 picks a free one. Default 3210. */
  port?: number;
  /** Site port (HTTP actions); 0 picks a free one. Default 3211. */
  sitePort?: number;
  host?: string;
  /** Wipe the data dir first. */
  reset?: boolean;
  /** Rebundle when files in convexDir change. Default true. */
  watch?: boolean;
  /**
   * Browser origins allowed to open the sync WebSocket, besides the web app's own
   * (`SITE_URL`, as 127.0.0.1 and localhost). `"*"` allows any origin.
   */
  allowedOrigins?: string[];
  /**
   * Browser origins whose pages may use the admin key (`Authorization: Convex …`, the
   * sync socket's admin `Authenticate`); none by default, `"*"` for any.
   */
  adminKeyOrigins?: string[];
  /** Sync endpoint limits (frame size, message rate, ping interval). */
  sync?: Partial<Omit<SyncOptions, "allowedOrigins">>;
  /** Deployment env vars to set for this run, over the stored ones (e.g. SITE_URL). */
  env?: Record<string, string>;
  /** Function workers for queries and mutations, or "offload" (heavy queries only); default: see `poolPlan`. 0 runs them all on the backend's thread. */
  functionWorkers?: number | "offload";
  /**
   * In "offload" mode: a query whose last two runs each took this long (ms) or longer
   * runs in the worker. Default `OFFLOAD_MS` (5); higher keeps more queries here.
   */
  offloadMs?: number;
}

/** Options of `Backend.runFunction`; it runs as nobody unless given a user. */
export interface RunFunctionOptions {
  /** The kind the function must be (default `any`). */
  kind?: ClientCall["kind"];
  /** Run as this user. */
  identity?: UserIdentity;
  /** Run as the holder of this token (validated as a client's would be). */
  token?: string;
  /** Reach internal functions too (e.g. `npm start` runs the app's `seed:run`). */
  allowInternal?: boolean;
}
