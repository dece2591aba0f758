/**
 * `Authenticate` and `AuthError`. A `User` token is validated like an HTTP bearer
 * token, an `Admin` one is checked as the deployment's admin key (the caller then
 * reaches internal functions, as itself or as the `impersonating` identity: see
 * `../../auth/admin-key`), `None` signs out; each bumps the identity version and
 * re-runs every subscription as the new identity in the next Transition (which is what
 * confirms it to the client). An invalid token, a wrong admin key, or an admin key on a
 * socket a browser page opened gets `AuthError{authUpdateAttempted: true}` and a close;
 * an expired token (checked before each mutation, action and update round)
 * `AuthError{authUpdateAttempted: false}`. The `AuthError` text is the refusal's
 * message alone, as Convex's (`ErrorMetadata.msg`).
 */
import { decodeJwt } from "jose";
import { BAD_ADMIN_KEY } from "../../auth/admin-key";
import { type UserIdentity } from "../../isolate/call";
import { type Connections } from "./connections";
import { type SyncHost } from "../sync-host";
import { CLOSE } from "../protocol/limits";
import { type MessageOf } from "../protocol/messages";
import { type Session } from "../session/session";

/** What Convex's sync worker says of an identity whose token expired (sync/state.rs). */
export const TOKEN_EXPIRED = "Convex token identity expired";

export interface AuthenticatorContext {
  readonly host: Pick<SyncHost, "validateToken" | "adminAccess">;
  readonly connections: Connections;
  /** Asks for the Transition that carries the new identity's results. */
  markDirty(session: Session, forced: boolean): void;
}

export class Authenticator {
  constructor(private readonly ctx: AuthenticatorContext) {}

  async authenticate(
    session: Session,
    message: MessageOf<"Authenticate">,
  ): Promise<void> {
    session.checkIdentityBase(message.baseVersion);
    let identity: UserIdentity | null = null;
    let exp: number | null = null;
    const admin = message.tokenType === "Admin";
    if (message.tokenType === "Admin") {
      const refusal = this.adminRefusal(session, message.value);
      if (refusal !== null) {
        this.error(session, refusal, true);
        return;
      }
      identity = message.impersonating ?? null;
    } else if (message.tokenType === "User") {
      try {
        identity = await this.ctx.host.validateToken(message.value);
        const claims = decodeJwt(message.value);
        exp = typeof claims.exp === "number" ? claims.exp : null;
      } catch (e) {
        this.error(session, (e as Error).message, true);
        return;
      }
    }
    // Closed while the token was validated: nobody to show the new identity to.
    if (session.closed) return;
    session.setIdentity(message.baseVersion, identity, exp, admin);
    this.ctx.markDirty(session, true);
  }

  /** Why this admin key is refused on this socket, or null to accept it. */
  private adminRefusal(session: Session, key: string): string | null {
    const access = this.ctx.host.adminAccess;
    // A page's socket is refused before the key is compared: it cannot probe for it.
    const fromBrowser = access.browserRefusal(session.upgradeHeaders);
    if (fromBrowser !== null) return fromBrowser;
    return access.matches(key) ? null : BAD_ADMIN_KEY.message;
  }

  /** `AuthError` then close: the client fetches a fresh token and reconnects. */
  error(session: Session, error: string, authUpdateAttempted: boolean): void {
    this.ctx.connections.send(session, {
      type: "AuthError",
      error,
      baseVersion: session.identityVersion,
      authUpdateAttempted,
    });
    this.ctx.connections.close(session, CLOSE.normal, "AuthError");
  }
}
