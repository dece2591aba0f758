/**
 * The composition root's side of the HTTP faces: the narrow `HttpHost` (http/host.ts)
 * built over the runner, the file store, the loaded app, token validation and the sync
 * layer; and running a function as the kind its caller expects, which HTTP and
 * `Backend.runFunction` share.
 */
import { splitQualified } from "./storage/namespace";
import { routeHttpAction } from "./isolate/components/http-routing";
import { type Value } from "convex/values";
import { type ClientCall, type HttpHost } from "./http/host";
import { resolveFunction } from "./isolate/functions";
import { type LoadedApp } from "./isolate/loader";
import { type RunResult, type UserIdentity } from "./isolate/call";
import { type Runner } from "./isolate/runner";
import { type Committer } from "./database/committer";
import { type AdminAccess } from "./auth/admin-key";
import { type FileStore } from "./storage/files";
import { type Snapshots } from "./snapshot/snapshots";

/**
 * A call by a client (public functions only), by the admin key's holder or in-process
 * (internal ones too).
 */
export type FunctionCall = Omit<ClientCall, "admin"> & { fromClient: boolean };

export function runCall(
  runner: Runner,
  path: string,
  args: Record<string, Value>,
  call: FunctionCall,
): Promise<RunResult> {
  const opts = {
    auth: call.auth,
    fromClient: call.fromClient,
    component: call.component,
  };
  switch (call.kind) {
    case "query":
      return runner.runQuery(path, args, opts, call.atTs);
    case "mutation":
      return runner.runMutation(path, args, opts);
    case "action":
      return runner.runAction(path, args, opts);
    case "any":
      return runner.runAny(path, args, opts);
  }
}

export interface HttpHostParts {
  runner: Runner;
  committer: Committer;
  files: FileStore;
  /** The loaded app (it changes on reload). */
  app(): LoadedApp;
  siteUrl: string;
  validateToken(token: string): Promise<UserIdentity>;
  adminAccess: AdminAccess;
  environmentVariables(): Record<string, string>;
  updateEnvironmentVariables: HttpHost["updateEnvironmentVariables"];
  functionLogAfter: HttpHost["functionLogAfter"];
  onUpgrade: HttpHost["onUpgrade"];
  snapshots: Snapshots;
}

export function httpHost(parts: HttpHostParts): HttpHost {
  const { runner, files } = parts;
  return {
    siteUrl: parts.siteUrl,
    routeHttpAction: (path, method) =>
      routeHttpAction(parts.app(), path, method),
    resolveFunction: (path, kind, admin, component) =>
      resolveFunction(parts.app(), path, {
        expected: kind === "any" ? undefined : kind,
        fromClient: !admin,
        anyKind: kind === "any",
        component,
      }),
    runFunction: (path, args, { admin, ...call }) =>
      runCall(runner, path, args, { ...call, fromClient: !admin }),
    runHttpAction: ({ handler, component }, request, auth) =>
      runner.runHttpAction(handler, request, auth, component),
    validateToken: (token) => parts.validateToken(token),
    adminAccess: parts.adminAccess,
    environmentVariables: () => parts.environmentVariables(),
    updateEnvironmentVariables: (changes) =>
      parts.updateEnvironmentVariables(changes),
    functionLogAfter: (cursor, signal) =>
      parts.functionLogAfter(cursor, signal),
    lastCommitTs: () => runner.store.lastCommitTs,
    checkUploadToken: (token) => files.checkUploadToken(token),
    storeFile: (bytes, contentType, sha256, token) =>
      runner.storeFile(
        bytes,
        contentType,
        sha256,
        files.uploadComponent(token),
      ),
    async readFile(id) {
      const { result: doc } = await parts.committer.read((tx) => {
        try {
          // A component's files are served too, from its own `_storage`.
          const table = runner.store.tableNameOfId(id);
          tx.namespace = table === null ? "" : splitQualified(table).namespace;
          return tx.get(id, { table: "_storage", system: true });
        } catch {
          return null;
        }
      });
      const bytes = doc ? await files.read(id) : null;
      if (!doc || !bytes) return null;
      const { contentType, sha256 } = doc;
      return {
        bytes,
        contentType: typeof contentType === "string" ? contentType : undefined,
        sha256: typeof sha256 === "string" ? sha256 : "",
      };
    },
    onUpgrade: parts.onUpgrade,
    snapshots: parts.snapshots,
  };
}
