/**
 * One simulated user of bench:load: a real `ConvexClient` over its own WebSocket,
 * signed in with tokens Convex Auth made (refreshed through Convex Auth's refresh
 * flow, over HTTP as @convex-dev/auth/react does), subscribed for the whole run to
 * what the header and dashboard show (notifications panel, unread counts, the
 * user menu's `profiles.me`, the dashboard's activity), and a current page whose
 * subscriptions are replaced on each navigation. What it does next is
 * bench/load-mix.ts; this module owns the connection, the subscriptions and the
 * timing of each call.
 */
import { ConvexClient, type ConvexHttpClient } from "convex/browser";
import type {
  FunctionArgs,
  FunctionReference,
  FunctionReturnType,
} from "convex/server";
import { WebSocket } from "ws";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { elapsed, errorCode, type Caller, type Recorder } from "./load-record";

export type Tokens = { token: string; refreshToken: string };
/** A feed row (`projects.feed`), the same for every user. */
export type ProjectListing = FunctionReturnType<
  typeof api.projects.feed
>["page"][number];
/** A user's application status for a project (`projects.viewerStates`). */
export type ViewerProjectState = FunctionReturnType<
  typeof api.projects.viewerStates
>[number];
type Notification = FunctionReturnType<
  typeof api.notifications.list
>["page"][number];

/** What an owner has been told about and may answer. */
export type Received = {
  applicationId: Id<"applications">;
  projectId: Id<"projects">;
  applicantId: Id<"users">;
};

/** A first result that does not come within this long counts as a failure. */
const FIRST_RESULT_TIMEOUT_MS = 30_000;
/** The notifications panel's page (src/features/notifications: PANEL_SIZE). */
const PANEL_SIZE = 8;

/** Keys of write-to-update samples: an application as its owner's inbox shows it. */
export const receivedKey = (applicantId: string, projectId: string) =>
  `received:${applicantId}:${projectId}`;
/** ... and an owner's decision as the applicant's inbox shows it. */
export const decidedKey = (applicationId: string, kind: string) =>
  `decided:${applicationId}:${kind}`;

export class LoadUser {
  readonly client: ConvexClient;
  /** Projects this user has seen, by id, as last seen. */
  readonly known = new Map<Id<"projects">, ProjectListing>();
  /** This user's application statuses for the projects it has seen, as last seen. */
  readonly states = new Map<Id<"projects">, ViewerProjectState>();
  readonly appliedTo = new Set<Id<"projects">>();
  /** Pending applications to this user's projects, from its notifications. */
  readonly received: Received[] = [];
  private readonly seenReceived = new Set<string>();
  private view: (() => void)[] = [];
  /** Subscriptions of the current page that a later call replaces, by slot. */
  private slots = new Map<string, () => void>();
  private always: (() => void)[] = [];
  private tokens: Tokens;

  constructor(
    readonly userId: Id<"users">,
    tokens: Tokens,
    url: string,
    private readonly refresher: ConvexHttpClient,
    private readonly recorder: Recorder,
    /** Seconds before expiry the client renews its token; varied so renewals spread. */
    leewaySeconds: number,
    /** "driver": the heavy query's user, whose calls are kept apart. */
    private readonly caller: Caller = "users",
  ) {
    this.tokens = tokens;
    this.client = new ConvexClient(url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      unsavedChangesWarning: false,
      logger: false,
      authRefreshTokenLeewaySeconds: leewaySeconds,
    });
    this.client.setAuth(({ forceRefreshToken }) =>
      forceRefreshToken ? this.refresh() : Promise.resolve(this.tokens.token),
    );
  }

  /** Convex Auth's refresh: `auth:signIn` with the refresh token, over HTTP. */
  private async refresh(): Promise<string | null> {
    try {
      const result = await this.recorder.time("auth.signIn (refresh)", () =>
        this.refresher.action(api.auth.signIn, {
          refreshToken: this.tokens.refreshToken,
        }),
      );
      if (result.tokens) this.tokens = result.tokens;
      return result.tokens?.token ?? null;
    } catch {
      return null;
    }
  }

  /**
   * Header and dashboard subscriptions, kept for the whole run; resolves once each
   * has its first result or has failed, with the failures' reasons.
   */
  async subscribeAlways(): Promise<string[]> {
    this.recorder.listening.add(this.userId);
    const results = await Promise.allSettled([
      this.subscribe(
        "notifications.list",
        api.notifications.list,
        { paginationOpts: { numItems: PANEL_SIZE, cursor: null } },
        this.always,
        (page) => this.onNotifications(page.page),
      ),
      this.subscribe(
        "notifications.unreadCount",
        api.notifications.unreadCount,
        {},
        this.always,
      ),
      this.subscribe(
        "messages.unreadCount",
        api.messages.unreadCount,
        {},
        this.always,
      ),
      // The header's user menu, on every page; the feed's cards derive owner
      // and match from it (src/features/projects/hooks/use-viewer-project-states.ts).
      this.subscribe("profiles.me", api.profiles.me, {}, this.always),
      this.subscribe(
        "dashboard.activity",
        api.dashboard.activity,
        {},
        this.always,
      ),
    ]);
    return results.flatMap((r) =>
      r.status === "rejected" ? [errorCode(r.reason)] : [],
    );
  }

  private onNotifications(items: Notification[]): void {
    for (const item of items) {
      const projectId = item.project?._id;
      if (item.applicationId === null || projectId === undefined) continue;
      if (item.kind === "applicationReceived" && item.actor) {
        this.recorder.saw(receivedKey(item.actor.id, projectId));
        if (!this.seenReceived.has(item.applicationId)) {
          this.seenReceived.add(item.applicationId);
          this.received.push({
            applicationId: item.applicationId,
            projectId,
            applicantId: item.actor.id,
          });
        }
      } else {
        this.recorder.saw(decidedKey(item.applicationId, item.kind));
      }
    }
  }

  /** Navigates away: ends the current page's subscriptions. */
  leavePage(): void {
    for (const unsubscribe of this.view) unsubscribe();
    this.view = [];
    for (const unsubscribe of this.slots.values()) unsubscribe();
    this.slots.clear();
  }

  /** Subscribes as part of the current page; resolves with the first result. */
  open<Q extends FunctionReference<"query">>(
    fn: string,
    query: Q,
    args: FunctionArgs<Q>,
  ): Promise<FunctionReturnType<Q>> {
    return this.subscribe(fn, query, args, this.view);
  }

  /**
   * Like `open`, but ends the subscription this page opened under the same `slot`
   * first: the web app's hook re-subscribing with new arguments (a grid's
   * `projects.viewerStates` when a page is added).
   */
  reopen<Q extends FunctionReference<"query">>(
    slot: string,
    fn: string,
    query: Q,
    args: FunctionArgs<Q>,
  ): Promise<FunctionReturnType<Q>> {
    this.slots.get(slot)?.();
    const into: (() => void)[] = [];
    const result = this.subscribe(fn, query, args, into);
    this.slots.set(slot, () => into.forEach((unsubscribe) => unsubscribe()));
    return result;
  }

  /**
   * Subscribes `query`; every result goes to `onResult`; resolves with the first,
   * whose latency (from the subscription) is recorded as `fn` unless the client
   * had it cached already.
   */
  private subscribe<Q extends FunctionReference<"query">>(
    fn: string,
    query: Q,
    args: FunctionArgs<Q>,
    into: (() => void)[],
    onResult: (value: FunctionReturnType<Q>) => void = () => {},
  ): Promise<FunctionReturnType<Q>> {
    const phase = this.recorder.phase;
    const t0 = performance.now();
    return new Promise((resolve, reject) => {
      let first = true;
      let cached = false;
      const timer = setTimeout(() => {
        if (!first) return;
        first = false;
        this.recorder.fail(phase, fn, "timeout");
        reject(new Error(`${fn}: first result timed out`));
      }, FIRST_RESULT_TIMEOUT_MS);
      const unsubscribe = this.client.onUpdate(
        query,
        args,
        (value) => {
          onResult(value);
          if (!first) return this.recorder.updated(fn);
          first = false;
          clearTimeout(timer);
          if (!cached) {
            this.recorder.sample(phase, fn, elapsed(t0), this.caller);
          }
          resolve(value);
        },
        (error) => {
          if (!first) return;
          first = false;
          clearTimeout(timer);
          this.recorder.fail(phase, fn, errorCode(error));
          reject(error);
        },
      );
      cached = unsubscribe.getCurrentValue() !== undefined;
      if (cached) this.recorder.cachedResult();
      into.push(unsubscribe);
    });
  }

  /** A mutation, timed as `fn` until the client has the commit's results (the app's view). */
  async mutate<M extends FunctionReference<"mutation">>(
    fn: string,
    mutation: M,
    args: FunctionArgs<M>,
  ): Promise<FunctionReturnType<M>> {
    const phase = this.recorder.phase;
    const value = await this.recorder.time(fn, () =>
      this.client.mutation(mutation, args),
    );
    this.recorder.committed(phase);
    return value;
  }

  async close(): Promise<void> {
    this.recorder.listening.delete(this.userId);
    this.leavePage();
    for (const unsubscribe of this.always) unsubscribe();
    await this.client.close();
  }
}
