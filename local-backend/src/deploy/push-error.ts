/**
 * A push that Convex refuses as a bad request (`ErrorMetadata::bad_request`): its code
 * (`InvalidModules`, `InvalidConvexConfig`, `InvalidSchema`, `InvalidDefinition`,
 * `TypecheckError`, …) and message. The route answers 400 with the message behind
 * Convex's "Hit an error while pushing:" (deploy_config2.rs `start_push`).
 */
export class PushError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The text of a thrown value, as an uncaught error reads in Convex's messages. */
export function uncaught(e: unknown): string {
  if (e instanceof Error) return `Uncaught ${e.name}: ${e.message}`;
  return `Uncaught ${String(e)}`;
}
