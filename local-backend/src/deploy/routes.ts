/**
 * Convex's push API (`crates/local_backend/src/deploy_config.rs`, `deploy_config2.rs`),
 * which `npx convex codegen`, `deploy` and `dev` call. As on Convex, each endpoint
 * reads its JSON body first and then checks the body's `adminKey` (not the
 * `Authorization` header): a key that is not this deployment's gets 401 `BadAdminKey`
 * (`authentication/src/application_auth.rs`); here a browser page may not use it
 * (403 `AdminKeyFromBrowser`, as on the rest of the API).
 *
 * start_push evaluates the pushed code and answers with its analysis (`push.ts`);
 * nothing is deployed, since the backend runs `convex/` from disk. With nothing staged,
 * wait_for_schema is complete at once, a dry run's finish_push answers Convex's empty
 * diff, and a real finish_push is refused with what to do instead.
 */
import { type IncomingMessage } from "node:http";
import { type AdminAccess, BAD_ADMIN_KEY } from "../auth/admin-key";
import { MAX_API_BODY_BYTES } from "../http/request";
import { HttpError, type RouteHandler, send } from "../http/respond";
import { MAX_PUSH_BYTES, readPushBody } from "./body";
import { startPush } from "./push";
import { PushError } from "./push-error";
import { adminKeyRequest, getConfigRequest, startPushRequest } from "./schemas";
import { z } from "zod";

/** What the push API needs from the backend. */
export interface DeployHost {
  readonly adminAccess: AdminAccess;
  /** The deployment's environment variables, as functions see them. */
  environmentVariables(): Record<string, string>;
}

export const PUSH_NOT_DEPLOYED = {
  code: "LocalBackendRunsFromDisk",
  message:
    "The local backend runs the convex/ folder from disk: a push is analysed (codegen works) but never deployed. Edit the files in convex/ instead; the backend reloads them (or restart it).",
} as const;

function checkAdminKey(
  req: IncomingMessage,
  host: DeployHost,
  key: string,
): void {
  const refusal = host.adminAccess.browserRefusal(req.headers);
  if (refusal !== null)
    throw new HttpError(403, "AdminKeyFromBrowser", refusal);
  if (!host.adminAccess.matches(key))
    throw new HttpError(401, BAD_ADMIN_KEY.code, BAD_ADMIN_KEY.message);
}

/** A push step's failure as Convex words it (`wrap_error_message`). */
function pushFailure(e: unknown): unknown {
  if (!(e instanceof PushError)) return e;
  return new HttpError(
    400,
    e.code,
    `Hit an error while pushing:\n${e.message}`,
  );
}

const finishPushRequest = adminKeyRequest.extend({ dryRun: z.boolean() });

/** The push API's routes, for the `/api/*` route table. */
export function deployRoutes(
  host: DeployHost,
): { path: string; POST: RouteHandler }[] {
  const route = <T extends { adminKey: string }>(
    schema: z.ZodType<T>,
    limit: number,
    answer: (body: T) => Promise<unknown>,
  ): RouteHandler => {
    return async (req, res) => {
      const body = await readPushBody(req, schema, limit);
      checkAdminKey(req, host, body.adminKey);
      let result: unknown;
      try {
        result = await answer(body);
      } catch (e) {
        throw pushFailure(e);
      }
      send(res, req, 200, result);
    };
  };
  const start = route(startPushRequest, MAX_PUSH_BYTES, (body) =>
    startPush(body, host.environmentVariables()),
  );
  return [
    {
      path: "/api/get_config_hashes",
      // Nothing pushed is kept, so every module counts as changed.
      POST: route(getConfigRequest, MAX_API_BODY_BYTES, () =>
        Promise.resolve({
          config: { functions: "convex/" },
          moduleHashes: [],
          udfServerVersion: null,
          nodeVersion: null,
        }),
      ),
    },
    { path: "/api/deploy2/start_push", POST: start },
    {
      path: "/api/deploy2/evaluate_push",
      POST: route(startPushRequest, MAX_PUSH_BYTES, async (body) => ({
        schemaChange: (await startPush(body, host.environmentVariables()))
          .schemaChange,
      })),
    },
    {
      path: "/api/deploy2/wait_for_schema",
      POST: route(adminKeyRequest, MAX_PUSH_BYTES, () =>
        Promise.resolve({ type: "complete" }),
      ),
    },
    {
      path: "/api/deploy2/finish_push",
      POST: route(finishPushRequest, MAX_PUSH_BYTES, (body) => {
        if (body.dryRun)
          return Promise.resolve({
            authDiff: { added: [], removed: [] },
            definitionDiffs: {},
            componentDiffs: {},
          });
        throw new HttpError(
          400,
          PUSH_NOT_DEPLOYED.code,
          PUSH_NOT_DEPLOYED.message,
        );
      }),
    },
    {
      path: "/api/deploy2/report_push_completed",
      POST: route(adminKeyRequest, MAX_PUSH_BYTES, () => Promise.resolve(null)),
    },
  ];
}
