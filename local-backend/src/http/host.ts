/**
 * What the HTTP faces need from the backend, and nothing more: the composition root
 * (backend.ts) builds one over its parts and hands it to `HttpFaces`.
 */
import { type IncomingMessage } from "node:http";
import { type Duplex } from "node:stream";
import { type Value } from "convex/values";
import { type FunctionKind, type ResolvedFunction } from "../isolate/functions";
import { type HttpRoute } from "../isolate/components/http-routing";
import { type Auth, type RunResult, type UserIdentity } from "../isolate/call";
import { type AdminAccess } from "../auth/admin-key";
import { type UploadTokenCheck } from "../storage/files";
import { type Snapshots } from "../snapshot/snapshots";

/** The kind a caller expects of a function; `any` takes whatever it is. */
export type CallKind = FunctionKind | "any";

/** A client's call of a function (public functions only, unless `admin`). */
export interface ClientCall {
  kind: CallKind;
  auth: Auth;
  /** The caller holds the deployment's admin key: internal functions too. */
  admin: boolean;
  /** Queries only: answer as of this commit (`/api/query_at_ts`). */
  atTs?: bigint;
  /** The component instance to run in (`/api/function`'s `componentPath`, admin only). */
  component?: string;
}

/** A stored file and its `_storage` document's content type and sha256 (base64). */
export interface StoredFile {
  bytes: Buffer;
  contentType: string | undefined;
  sha256: string;
}

export interface HttpHost {
  /** The site URL: HTTP actions see their request under it. */
  readonly siteUrl: string;
  /**
   * The HTTP action a site path runs: a route of the app's `convex/http.ts` or of a
   * component's mounted routes; null if none.
   */
  routeHttpAction(path: string, method: string): HttpRoute | null;
  /**
   * Finds a public function and checks its kind, before its arguments are read (a
   * GET of a mutation is refused whatever its arguments); `admin` reaches internal
   * functions too. Throws a `FunctionError`.
   */
  resolveFunction(
    path: string,
    kind: CallKind,
    admin: boolean,
    component?: string,
  ): ResolvedFunction;
  runFunction(
    path: string,
    args: Record<string, Value>,
    call: ClientCall,
  ): Promise<RunResult>;
  runHttpAction(
    route: HttpRoute,
    request: Request,
    auth: Auth,
  ): Promise<Response>;
  validateToken(token: string): Promise<UserIdentity>;
  /** Checks `Authorization: Convex <admin key>` (the key itself stays inside). */
  readonly adminAccess: AdminAccess;
  /** The deployment's environment variables (the push API answers with them). */
  environmentVariables(): Record<string, string>;
  /**
   * `npx convex env set|remove`: applies the changes (a null value removes) whole, or
   * throws an `HttpError` with Convex's code and text and changes nothing.
   */
  updateEnvironmentVariables(
    changes: { name: string; value: string | null }[],
  ): Promise<void>;
  /**
   * `npx convex logs`: the function log's entries after `cursor`, waiting for one
   * (a long poll) until there is one, it times out or `signal` aborts.
   */
  functionLogAfter(
    cursor: number,
    signal: AbortSignal,
  ): Promise<{ entries: unknown[]; newCursor: number }>;
  /** The latest commit's timestamp (`/api/query_ts`). */
  lastCommitTs(): bigint;
  checkUploadToken(token: string): UploadTokenCheck;
  /**
   * Stores an upload as a new `_storage` document (of the app or of the component
   * whose upload URL it is); resolves with its id. Rejects with
   * `Sha256MismatchError` if the bytes are not of `expectedSha256`.
   */
  storeFile(
    bytes: Uint8Array,
    contentType: string | null,
    expectedSha256: Buffer | null,
    /** The upload URL's token (checked): it names the component the file is for. */
    token: string,
  ): Promise<string>;
  /** A stored file, or null if its document or its bytes are missing. */
  readFile(id: string): Promise<StoredFile | null>;
  /** Snapshot exports and imports (the CLI's `export` and `import`). */
  readonly snapshots: Snapshots;
  /** The sync layer's handler of WebSocket upgrades on the cloud port. */
  onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}
