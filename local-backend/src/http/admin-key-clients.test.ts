/**
 * The deployment's admin key over the real clients: `ConvexHttpClient.setAdminAuth`
 * (HTTP API) and `ConvexClient.setAdminAuth` (the sync WebSocket), Convex's answers to
 * a wrong key or a malformed header, the refusal of browser pages, and that the key is
 * never in anything the backend serves or functions see.
 */
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";
import { type RunningBackend } from "../../index";

let backend: RunningBackend;
let dataDir: string;
/** Every body the backend answered in this file, searched for the key at the end. */
const served: string[] = [];

const ACTING = {
  issuer: "https://issuer.example",
  subject: "user-7",
  name: "Ada",
};
const ACTING_IDENTITY = {
  ...ACTING,
  tokenIdentifier: "https://issuer.example|user-7",
};
const ref = {
  // Internal functions: their references are typed public so the clients take them.
  identity: makeFunctionReference<"query", Record<string, never>, unknown>(
    "admin:identity",
  ),
  note: makeFunctionReference<"mutation", { name: string }, string | null>(
    "admin:note",
  ),
  identityInAction: makeFunctionReference<
    "action",
    Record<string, never>,
    unknown
  >("admin:identityInAction"),
  environment: makeFunctionReference<"action", Record<string, never>, string>(
    "admin:environment",
  ),
  count: makeFunctionReference<"query", { name: string }, number>("jobs:count"),
};

/** `setAdminAuth` is marked @internal, so convex's declarations leave it out. */
type AdminAuth = { setAdminAuth(key: string, identity?: object): void };

function adminHttp(key: string, identity?: object): ConvexHttpClient {
  const client = new ConvexHttpClient(backend.url, { logger: false });
  (client as unknown as AdminAuth).setAdminAuth(key, identity);
  return client;
}

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected the call to fail");
}

/** A POST to the API with these headers; the answer's status and body (kept). */
async function post(
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const response = await fetch(`${backend.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  served.push(text);
  return { status: response.status, body: text };
}

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("admin-key-"));
});

afterAll(async () => {
  await stopFixtureBackend(backend, dataDir);
});

describe("the admin key over HTTP (ConvexHttpClient.setAdminAuth)", () => {
  it("calls internal functions with the key, and not without it", async () => {
    const admin = adminHttp(backend.adminKey);
    expect(await admin.query(ref.identity, {})).toBeNull();
    const name = `http-${Date.now()}`;
    expect(await admin.mutation(ref.note, { name })).toBeNull();
    expect(await admin.query(ref.count, { name })).toBe(1);
    expect(await admin.action(ref.identityInAction, {})).toBeNull();
    const ran = await post(
      "/api/run/admin/identity",
      { args: {} },
      { Authorization: `Convex ${backend.adminKey}` },
    );
    // No log lines: Convex leaves the field out.
    expect(JSON.parse(ran.body)).toEqual({ status: "success", value: null });

    const anonymous = new ConvexHttpClient(backend.url, { logger: false });
    expect(await failure(anonymous.query(ref.identity, {}))).toContain(
      "Could not find public function for 'admin:identity'",
    );
    expect(
      await failure(anonymous.mutation(ref.note, { name: "x" })),
    ).toContain("Could not find public function for 'admin:note'");
    expect(await anonymous.query(ref.count, { name: "x" })).toBe(0);
  });

  it("acts as the given identity", async () => {
    const admin = adminHttp(backend.adminKey, ACTING);
    expect(await admin.query(ref.identity, {})).toEqual(ACTING_IDENTITY);
    expect(await admin.action(ref.identityInAction, {})).toEqual(
      ACTING_IDENTITY,
    );
    // With the CLI's `dev:` prefix on the deployment name too, as Convex strips it.
    const prefixed = adminHttp(`dev:${backend.adminKey}`, ACTING);
    expect(await prefixed.query(ref.identity, {})).toEqual(ACTING_IDENTITY);
  });

  it("refuses a wrong key, a malformed acting identity and other schemes with Convex's answers", async () => {
    const secret = backend.adminKey.slice(backend.adminKey.indexOf("|") + 1);
    for (const wrong of [
      "local|0000",
      `other|${secret}`,
      secret,
      `${backend.adminKey}0`,
    ]) {
      expect(await failure(adminHttp(wrong).query(ref.identity, {}))).toContain(
        '{"code":"BadAdminKey","message":"The provided admin key was invalid for this instance"}',
      );
    }
    const call = { path: "admin:identity", args: {} };
    const wrong = await post("/api/query", call, {
      Authorization: "Convex local|0000",
    });
    expect(wrong.status).toBe(401);
    const malformed = await post("/api/query", call, {
      Authorization: `Convex ${backend.adminKey}:not base64!`,
    });
    expect(malformed).toEqual({
      status: 400,
      body: '{"code":"HeaderParseFailure","message":"Malformed Authorization header."}',
    });
    const noSubject = await post("/api/query", call, {
      Authorization: `Convex ${backend.adminKey}:${btoa('{"name":"x"}')}`,
    });
    expect(noSubject.status).toBe(400);
    expect(
      await post("/api/query", call, { Authorization: "Basic YTpi" }),
    ).toEqual({
      status: 400,
      body: '{"code":"InvalidAdminKey","message":"Invalid admin key"}',
    });
  });

  it("refuses the key from a browser page, before anything runs", async () => {
    const name = `browser-${Date.now()}`;
    const pages: Record<string, string>[] = [
      { Origin: "http://localhost:5173" },
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-origin" },
    ];
    for (const browser of pages) {
      const answer = await post(
        "/api/mutation",
        { path: "admin:note", args: { name } },
        { Authorization: `Convex ${backend.adminKey}`, ...browser },
      );
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: "AdminKeyFromBrowser",
      });
    }
    expect(await adminHttp(backend.adminKey).query(ref.count, { name })).toBe(
      0,
    );
  });
});

/** A raw sync socket (optionally from a browser origin), connected. */
async function rawSocket(origin?: string): Promise<WebSocket> {
  const ws = new WebSocket(
    `${backend.url.replace("http", "ws")}/api/1.48.0/sync`,
    origin ? { origin } : {},
  );
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  ws.send(
    JSON.stringify({
      type: "Connect",
      sessionId: "00000000-0000-4000-8000-000000000001",
      connectionCount: 0,
      lastCloseReason: null,
    }),
  );
  return ws;
}

/** Sends an admin `Authenticate` and resolves with the next message. */
function authenticate(
  ws: WebSocket,
  value: string,
  impersonating?: unknown,
): Promise<unknown> {
  const next = new Promise((resolve) =>
    ws.once("message", (data: Buffer) => {
      const text = data.toString();
      served.push(text);
      resolve(JSON.parse(text));
    }),
  );
  ws.send(
    JSON.stringify({
      type: "Authenticate",
      tokenType: "Admin",
      value,
      baseVersion: 0,
      impersonating,
    }),
  );
  return next;
}

describe("the admin key over the sync WebSocket (ConvexClient.setAdminAuth)", () => {
  it("runs internal queries, mutations and actions, acting as the given identity", async () => {
    const client = new ConvexClient(backend.url, {
      unsavedChangesWarning: false,
      logger: false,
    });
    try {
      (client as unknown as AdminAuth).setAdminAuth(backend.adminKey, ACTING);
      expect(await client.query(ref.identity, {})).toEqual(ACTING_IDENTITY);
      const name = `sync-${Date.now()}`;
      expect(await client.mutation(ref.note, { name })).toBe("user-7");
      expect(await client.action(ref.identityInAction, {})).toEqual(
        ACTING_IDENTITY,
      );
      expect(await client.query(ref.count, { name })).toBe(1);
    } finally {
      await client.close();
    }
  });

  it("does not lend its results to a connection without the key", async () => {
    const options = { unsavedChangesWarning: false, logger: false };
    const admin = new ConvexClient(backend.url, options);
    const anonymous = new ConvexClient(backend.url, options);
    try {
      (admin as unknown as AdminAuth).setAdminAuth(backend.adminKey);
      // Both at once, so that they would share one execution if they could.
      const [asAdmin, asNobody] = await Promise.allSettled([
        admin.query(ref.identity, {}),
        anonymous.query(ref.identity, {}),
      ]);
      expect(asAdmin).toEqual({ status: "fulfilled", value: null });
      expect(asNobody.status).toBe("rejected");
      expect(String((asNobody as PromiseRejectedResult).reason)).toContain(
        "Could not find public function for 'admin:identity'",
      );
    } finally {
      await admin.close();
      await anonymous.close();
    }
  });

  it("answers a wrong key with Convex's AuthError", async () => {
    const ws = await rawSocket();
    expect(await authenticate(ws, "local|0000")).toEqual({
      type: "AuthError",
      error: "The provided admin key was invalid for this instance",
      baseVersion: 0,
      authUpdateAttempted: true,
    });
    ws.close();
  });

  it("ends the connection on an acting identity Convex would not read", async () => {
    const ws = await rawSocket();
    expect(await authenticate(ws, backend.adminKey, { name: "x" })).toEqual({
      type: "FatalError",
      error:
        'InvalidMessage: Authenticate.impersonating: Either "tokenIdentifier" or "issuer" and "subject" must be set',
    });
    ws.close();
  });

  it("refuses the key on a socket a browser page opened", async () => {
    const ws = await rawSocket("http://localhost:5173");
    const answer = (await authenticate(ws, backend.adminKey)) as {
      type: string;
      error: string;
    };
    expect(answer.type).toBe("AuthError");
    expect(answer.error).toContain("Admin keys are not accepted from browser");
    ws.close();
  });
});

describe("the key stays secret", () => {
  it("is in nothing the backend serves, nor in what functions see", async () => {
    for (const url of [
      `${backend.url}/`,
      `${backend.url}/version`,
      `${backend.siteUrl}/`,
      `${backend.siteUrl}/.well-known/jwks.json`,
    ]) {
      served.push(await (await fetch(url)).text());
    }
    served.push((await post("/api/query_ts", {}, {})).body);
    const admin = adminHttp(backend.adminKey);
    served.push(await admin.action(ref.environment, {}));
    const secret = backend.adminKey.slice(backend.adminKey.indexOf("|") + 1);
    expect(served.length).toBeGreaterThan(10);
    for (const body of served) expect(body).not.toContain(secret);
  });
});
