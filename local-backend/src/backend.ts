/**
 * Wires the backend together: data dir, deployment env, store, loader (and reload on
 * change), committer, scheduler, runner, auth and the two HTTP faces.
 */
import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { AdminAccess } from "./auth/admin-key";
import { loadDeploymentEnv } from "./auth/deployment-env";
import { log } from "./log";
import { TokenValidator } from "./auth/jwt";
import { runCall, httpHost } from "./http-host";
import { Listener } from "./http/listener";
import { Committer } from "./database/committer";
import { ActionPool, actionWorkerCount } from "./isolate/pool/action-pool";
import { FunctionPool } from "./isolate/pool/function-pool";
import { poolPlan } from "./isolate/pool/function-pool-plan";
import { HttpFaces } from "./http/server";
import { type UserIdentity } from "./isolate/call";
import { installGlobals } from "./isolate/globals";
import { BundleError, type LoadedApp, loadApp } from "./isolate/loader";
import { Runner } from "./isolate/runner";
import { applyCatalogSchema } from "./isolate/components/schema";
import { removeDeletedFiles } from "./isolate/syscalls/file-storage";
import { Scheduler } from "./scheduler/scheduler";
import { FileStore } from "./storage/files";
import { Snapshots } from "./snapshot/snapshots";
import { type Store } from "./storage/store";
import { splitQualified } from "./storage/namespace";
import {
  checkDataDir,
  listen,
  openStore,
  resetDataDir,
  startWriter,
  syncOrigins,
} from "./startup";
import { SyncServer, type SyncStats } from "./sync/sync-server";
import { systemModules } from "./system/cli-functions";
import {
  DeploymentVars,
  type EnvVarChange,
  EnvVarError,
} from "./system/env-vars";
import { FunctionLog } from "./system/function-log";
import { HttpError } from "./http/respond";
import { type Value } from "convex/values";
import type { BackendOptions, RunFunctionOptions } from "./backend-options";
import { ConvexDirWatcher, warnAboutNodeBuiltins } from "./convex-dir-watcher";

export { StartupError } from "./startup";
export type { BackendOptions, RunFunctionOptions } from "./backend-options";

export class Backend {
  store!: Store;
  files!: FileStore;
  committer!: Committer;
  private actions: ActionPool | null = null;
  private functions: FunctionPool | null = null;

  /** The function workers, if any (tests). */
  get functionPool(): FunctionPool | null {
    return this.functions;
  }
  scheduler!: Scheduler;
  runner!: Runner;
  sync!: SyncServer;
  /** Who may use the deployment's admin key (HTTP and sync). */
  adminAccess!: AdminAccess;
  /** The admin key (`env.json`), for in-process tests and the CLI; never served. */
  adminKey = "";
  /** The deployment's environment variables (`env.json`'s and this run's). */
  private vars!: DeploymentVars;
  /** The function log `npx convex logs` follows. */
  readonly functionLog = new FunctionLog();
  /** The built-in `_system/…` functions, beside every load of the code. */
  private system: LoadedApp["system"];
  private loaded: LoadedApp | null = null;
  private validator!: TokenValidator;
  /** Bound first (their URLs are in the env the app loads with), served last. */
  private cloudPort: Listener | null = null;
  private sitePort: Listener | null = null;
  private bundleRoot = "";
  private bundleVersion = 0;
  private watcher: ConvexDirWatcher | null = null;
  private reloading: Promise<void> = Promise.resolve();
  url = "";
  siteUrl = "";

  private constructor(readonly options: BackendOptions) {}

  get app(): LoadedApp {
    if (!this.loaded) throw new Error("The backend is still loading.");
    return this.loaded;
  }

  static async start(options: BackendOptions): Promise<Backend> {
    const backend = new Backend(options);
    try {
      await backend.init();
    } catch (e) {
      await backend.stop().catch(() => undefined);
      throw e;
    }
    return backend;
  }

  private async init(): Promise<void> {
    const opts = this.options;
    const dataDir = resolve(opts.dataDir);
    const convexDir = resolve(opts.convexDir);
    if (opts.reset) resetDataDir(dataDir);
    checkDataDir(dataDir);
    const env = await loadDeploymentEnv(dataDir);
    this.adminKey = env.adminKey;
    this.adminAccess = new AdminAccess(
      env.adminKey,
      opts.adminKeyOrigins ?? [],
    );
    await this.bindPorts(opts.host ?? "127.0.0.1");
    this.vars = new DeploymentVars(dataDir, env.vars, opts.env);
    Object.assign(process.env, {
      CONVEX_CLOUD_URL: this.url,
      CONVEX_SITE_URL: this.siteUrl,
    });
    installGlobals();

    this.store = openStore(dataDir);
    this.files = new FileStore(
      dataDir,
      Buffer.from(env.storageSecret, "base64"),
    );
    this.bundleRoot = await mkdtemp(join(tmpdir(), "local-backend-bundle-"));
    await startWriter(this.store, dataDir, this.bundleRoot);
    const app = this.withSystem(
      await loadApp(
        convexDir,
        join(this.bundleRoot, String(++this.bundleVersion)),
      ),
    );
    applyCatalogSchema(this.store, app);
    this.loaded = app;
    this.validator = new TokenValidator(
      () => this.app.authProviders,
      (url) => this.fetchForAuth(url),
    );
    this.committer = new Committer(this.store);
    this.scheduler = new Scheduler(this.committer, this.store, () => this.app);
    this.committer.onDurable(removeDeletedFiles(this.files));
    this.committer.onDurable((commit) => this.scheduler.afterCommit(commit));
    const workers = actionWorkerCount();
    this.actions =
      workers > 0 ? await ActionPool.start(workers, this.bundleRoot) : null;
    this.functions = await this.startFunctionWorkers(
      dataDir,
      env.storageSecret,
    );
    this.functions?.setApp(app);
    this.runner = new Runner({
      actions: this.actions,
      functions: this.functions,
      store: this.store,
      files: this.files,
      committer: this.committer,
      scheduler: this.scheduler,
      getApp: () => this.app,
      urls: { cloud: this.url, site: this.siteUrl },
      observer: this.functionLog.add,
    });
    this.sync = new SyncServer(this, {
      ...opts.sync,
      allowedOrigins: syncOrigins(
        process.env.SITE_URL,
        opts.allowedOrigins ?? [],
      ),
    });
    await this.scheduler.start(this.runner);
    this.serve();
    if (opts.watch ?? true) {
      this.watcher = new ConvexDirWatcher(convexDir, () => {
        this.reloading = this.reloading.then(() => this.reload());
      });
      warnAboutNodeBuiltins(convexDir);
    }
  }

  /** The function workers (queries and mutations), or null to run them here. */
  private async startFunctionWorkers(
    dataDir: string,
    storageSecret: string,
  ): Promise<FunctionPool | null> {
    return await FunctionPool.of(
      poolPlan(this.options.functionWorkers),
      this.bundleRoot,
      { dataDir, storageSecret, urls: { cloud: this.url, site: this.siteUrl } },
      this.committer,
      this.store,
      this.options.offloadMs,
    );
  }

  /** Binds the cloud and site ports (served once every part exists: `serve`). */
  private async bindPorts(host: string): Promise<void> {
    this.cloudPort = new Listener(true);
    const cloud = await listen(
      this.cloudPort,
      this.options.port ?? 3210,
      host,
      "cloud",
    );
    this.sitePort = new Listener(false);
    const site = await listen(
      this.sitePort,
      this.options.sitePort ?? 3211,
      host,
      "site",
    );
    this.url = `http://${host}:${cloud}`;
    this.siteUrl = `http://${host}:${site}`;
  }

  /** Builds the HTTP faces over their narrow host and serves the ports with them. */
  private serve(): void {
    const sync = this.sync;
    const faces = new HttpFaces(
      httpHost({
        runner: this.runner,
        committer: this.committer,
        files: this.files,
        app: () => this.app,
        siteUrl: this.siteUrl,
        validateToken: (token) => this.validateToken(token),
        adminAccess: this.adminAccess,
        environmentVariables: () => this.vars.all(),
        updateEnvironmentVariables: (changes) =>
          this.updateEnvironmentVariables(changes),
        functionLogAfter: (cursor, signal) =>
          this.functionLog.after(cursor, signal),
        onUpgrade: (req, socket, head) => sync.handleUpgrade(req, socket, head),
        snapshots: new Snapshots({
          committer: this.committer,
          store: this.store,
          files: this.files,
          dataDir: resolve(this.options.dataDir),
          componentPaths: () => [...this.app.components.keys()],
        }),
      }),
    );
    this.cloudPort?.serve(faces.cloud);
    this.sitePort?.serve(faces.site);
  }

  /** Discovery and JWKS of our own issuer are served in-process through the router. */
  private async fetchForAuth(url: string): Promise<Response> {
    if (url.startsWith(`${this.siteUrl}/`)) {
      const path = new URL(url).pathname;
      const match = this.app.http?.lookup(path, "GET");
      if (match)
        return this.runner.runHttpAction(match[0], new Request(url), null);
    }
    return fetch(url);
  }

  /** Counters of the sync layer, for tests (e.g. `stats.queryExecutions`). */
  get stats(): SyncStats {
    return this.sync.stats;
  }

  /** Runs a function in-process (tests, scripts) and resolves with its value. */
  async runFunction(
    path: string,
    args: Record<string, Value> = {},
    opts: RunFunctionOptions = {},
  ): Promise<Value> {
    const auth =
      opts.token !== undefined
        ? await this.validateToken(opts.token)
        : (opts.identity ?? null);
    const result = await runCall(this.runner, path, args, {
      kind: opts.kind ?? "any",
      auth,
      fromClient: !opts.allowInternal,
    });
    return result.value;
  }

  /** Whether the loaded `convex/` exports a function at `path` (e.g. "seed:run"). */
  hasFunction(path: string): boolean {
    const colon = path.lastIndexOf(":");
    const module = colon === -1 ? path : path.slice(0, colon);
    const name = colon === -1 ? "default" : path.slice(colon + 1);
    const fn = this.app.modules.get(module)?.[name] as
      | { isQuery?: boolean; isMutation?: boolean; isAction?: boolean }
      | undefined;
    return Boolean(fn && (fn.isQuery || fn.isMutation || fn.isAction));
  }

  validateToken(token: string): Promise<UserIdentity> {
    return this.validator.validate(token);
  }

  /** Rebundles `convex/`; on failure the previous code keeps running. */
  async reload(): Promise<void> {
    const dir = join(this.bundleRoot, String(++this.bundleVersion));
    try {
      const app = this.withSystem(
        await loadApp(resolve(this.options.convexDir), dir),
      );
      await this.committer.serialized(() => {
        // Commit (and publish) pending mutations before the schema transaction.
        this.committer.flush();
        applyCatalogSchema(this.store, app);
        this.loaded = app;
        this.functions?.setApp(app);
        this.sync?.invalidateAll();
      });
      log.info("reloaded convex functions");
      if (this.watcher?.watching) warnAboutNodeBuiltins(this.options.convexDir);
    } catch (e) {
      log.error(
        `reload failed, still running the previous code:\n${e instanceof BundleError ? e.message : (e as Error).stack}`,
      );
    }
  }

  /** `app` with the built-in `_system/…` functions the Convex CLI calls. */
  private withSystem(app: LoadedApp): LoadedApp {
    this.system ??= systemModules({
      tableNames: (component) =>
        [...this.store.tables()]
          .map((table) => splitQualified(table.name))
          .filter(({ namespace }) => namespace === component)
          .map(({ table }) => table),
      environmentVariables: () => this.vars.all(),
      builtinVariables: () => ({
        CONVEX_CLOUD_URL: this.url,
        CONVEX_SITE_URL: this.siteUrl,
      }),
      app: () => this.app,
    });
    app.system = this.system;
    return app;
  }

  /**
   * `npx convex env set|remove`: the changes go to the data dir and `process.env`,
   * which functions read as they run; then the code is loaded again, so that what was
   * computed from the env (the auth config, components' env bindings, module-level
   * reads) follows, and every subscription runs again (Convex re-evaluates the auth
   * config and invalidates all subscriptions: env vars are not in a query's cache key).
   */
  async updateEnvironmentVariables(changes: EnvVarChange[]): Promise<void> {
    try {
      this.vars.update(changes);
    } catch (e) {
      if (e instanceof EnvVarError) throw new HttpError(400, e.code, e.message);
      throw e;
    }
    this.reloading = this.reloading.then(() => this.reload());
    await this.reloading;
  }

  async stop(): Promise<void> {
    this.functionLog.close();
    this.watcher?.close();
    await this.reloading;
    this.cloudPort?.refuseUpgrades();
    if (this.sync) await this.sync.close();
    this.cloudPort?.close();
    this.sitePort?.close();
    if (this.runner) this.runner.stop();
    if (this.scheduler) await this.scheduler.stop();
    if (this.actions) await this.actions.stop();
    if (this.functions) await this.functions.stop();
    if (this.committer) await this.committer.stop();
    if (this.store) this.store.close();
    // Synchronous: a few small files, and no waiting behind a busy event loop.
    if (this.bundleRoot)
      rmSync(this.bundleRoot, { recursive: true, force: true });
  }
}
