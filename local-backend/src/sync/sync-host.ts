/** What the sync layer needs from the backend, and the counters it keeps for tests. */
import { type LoadedApp } from "../isolate/loader";
import { type Committer } from "../database/committer";
import { type AdminAccess } from "../auth/admin-key";
import { type UserIdentity } from "../isolate/call";
import { type Runner } from "../isolate/runner";
import { type Store } from "../storage/store";

export interface SyncHost {
  readonly runner: Runner;
  readonly committer: Committer;
  readonly store: Store;
  readonly app: LoadedApp;
  validateToken(token: string): Promise<UserIdentity>;
  /** Checks an admin `Authenticate` (the key itself stays inside). */
  readonly adminAccess: AdminAccess;
}

export interface SyncStats {
  /** Query executions by subscriptions (a shared execution counts once). */
  queryExecutions: number;
  transitions: number;
  mutations: number;
  /** Mutation messages received (before they run). */
  mutationsReceived: number;
  /** Mutations answered from the (sessionId, requestId) record instead of running. */
  deduplicatedMutations: number;
  connections: number;
  /** Client frames received (before they are checked), so tests can wait for arrival. */
  framesReceived: number;
}
