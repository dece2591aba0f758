/**
 * `Authenticate` and `AuthError`. A `User` token is validated like an HTTP bearer
 * token (`Admin` tokens are refused), `None` signs out; either bumps the identity
 * version and re-runs every subscription as the new identity in the next Transition
 * (which is what confirms it to the client). An invalid token gets
 * `AuthError{authUpdateAttempted: true}` and a close; an expired one (checked before
 * each mutation, action and update round) `AuthError{authUpdateAttempted: false}`.
 * The `AuthError` text is the refusal's message alone, as Convex's (`ErrorMetadata.msg`).
 */
import { decodeJwt } from "jose";
import { type UserIdentity } from "../isolate/call";
import { type Connections } from "./connections";
import { type SyncHost } from "./host";
import { CLOSE } from "./limits";
import { type MessageOf } from "./protocol";
import { type Session } from "./session";

/** What Convex's sync worker says of an identity whose token expired (sync/state.rs). */
export const TOKEN_EXPIRED = "Convex token identity expired";

export interface AuthContext {
  readonly host: Pick<SyncHost, "validateToken">;
  readonly connections: Connections;
  /** Asks for the Transition that carries the new identity's results. */
  markDirty(session: Session, forced: boolean): void;
}

export class Auth {
  constructor(private readonly ctx: AuthContext) {}

  async authenticate(
    session: Session,
    message: MessageOf<"Authenticate">,
  ): Promise<void> {
    session.checkIdentityBase(message.baseVersion);
    let identity: UserIdentity | null = null;
    let exp: number | null = null;
    if (message.tokenType !== "None") {
      try {
        // This backend has no admin key, so every one is invalid (Convex's text).
        if (message.tokenType === "Admin")
          throw new Error(
            "The provided admin key was invalid for this instance",
          );
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
    session.setIdentity(message.baseVersion, identity, exp);
    this.ctx.markDirty(session, true);
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
