/**
 * The push API against the real, unmodified Convex CLI (the pinned `convex`): its
 * `codegen` on an app with components writes `_generated` from start_push's analysis,
 * and the result typechecks; and start_push's answers, refusals and errors as
 * Convex's (`crates/local_backend/src/deploy_config2.rs`).
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend } from "../../index";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../testing/fixture-backend";
import { writePushFixture } from "../testing/push-fixture";

const run = promisify(execFile);
const BIN = join(import.meta.dirname, "..", "..", "..", "node_modules", ".bin");

let backend: RunningBackend;
let dataDir: string;
const fixtures: string[] = [];

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("push-data-"));
}, 60_000);

afterAll(async () => {
  await stopFixtureBackend(backend, dataDir);
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

function fixture(): string {
  const dir = writePushFixture();
  fixtures.push(dir);
  return dir;
}

/** The CLI, asynchronously: the backend answering it runs in this process. */
async function convexCli(cwd: string, args: string[], env: NodeJS.ProcessEnv) {
  const clean = { ...process.env, ...env };
  delete clean.CONVEX_DEPLOYMENT;
  delete clean.CONVEX_URL;
  return run(join(BIN, "convex"), args, { cwd, env: clean });
}

const read = (root: string, path: string) =>
  readFileSync(join(root, path), "utf8");

function expectGenerated(root: string): void {
  for (const file of [
    "convex/_generated/api.d.ts",
    "convex/_generated/api.js",
    "convex/_generated/server.d.ts",
    "convex/_generated/dataModel.d.ts",
    "convex/counter/_generated/component.ts",
    "convex/counter/_generated/api.ts",
    "convex/counter/_generated/server.ts",
    "convex/counter/_generated/dataModel.ts",
  ])
    expect(existsSync(join(root, file)), file).toBe(true);
  const api = read(root, "convex/_generated/api.d.ts");
  expect(api).toContain(
    'rateLimiter: import("@convex-dev/rate-limiter/_generated/component.js").ComponentApi<"rateLimiter">;',
  );
  expect(api).toContain(
    'counter: import("../counter/_generated/component.js").ComponentApi<"counter">;',
  );
  const component = read(root, "convex/counter/_generated/component.ts");
  expect(component.replace(/\s+/g, " ")).toContain(
    'add: FunctionReference< "mutation", "internal", { count?: number; name: string }, null, Name >;',
  );
  expect(component.replace(/\s+/g, " ")).toContain(
    'get: FunctionReference< "query", "internal", { name: string }, number, Name >;',
  );
}

describe("the Convex CLI's codegen against the local backend", () => {
  it("writes _generated for an app with components (CONVEX_SELF_HOSTED_* env), and it typechecks", async () => {
    const root = fixture();
    await convexCli(root, ["codegen", "--typecheck", "disable"], {
      CONVEX_SELF_HOSTED_URL: backend.url,
      CONVEX_SELF_HOSTED_ADMIN_KEY: backend.adminKey,
    });
    expectGenerated(root);
    await run(join(BIN, "tsc"), ["--noEmit", "-p", "convex/tsconfig.json"], {
      cwd: root,
    });
  }, 120_000);

  it("takes --url and --admin-key", async () => {
    const root = fixture();
    await convexCli(
      root,
      [
        "codegen",
        "--typecheck",
        "disable",
        "--url",
        backend.url,
        "--admin-key",
        backend.adminKey,
      ],
      {},
    );
    expectGenerated(root);
  }, 120_000);
});

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const brotli = headers["Content-Encoding"] === "br";
  const res = await fetch(`${backend.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: brotli ? brotliCompressSync(text) : text,
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
  };
}

/** A registered function as `convex/server` makes one, without importing it. */
const fn = (flags: string, args: string, returns = "null") =>
  `Object.assign(() => {}, { ${flags}, exportArgs: () => ${JSON.stringify(args)}, exportReturns: () => ${JSON.stringify(returns)} })`;

function pushRequest(adminKey: string, modules: Record<string, string>) {
  return {
    adminKey,
    dryRun: false,
    functions: "convex/",
    appDefinition: {
      definition: null,
      dependencies: [],
      schema: {
        path: "schema.js",
        environment: "isolate",
        source: `export default { export: () => JSON.stringify({ tables: [{ tableName: "z", indexes: [], documentType: { type: "any" } }, { tableName: "a", indexes: [{ indexDescriptor: "by_b", fields: ["b"] }], documentType: { type: "object", value: { b: { fieldType: { type: "string" }, optional: false }, a: { fieldType: { type: "set", value: { type: "string" } }, optional: true } } } }], schemaValidation: true }) };`,
      },
      changedModules: Object.entries(modules).map(([path, source]) => ({
        path,
        source,
        environment: "isolate",
      })),
      unchangedModuleHashes: [],
      udfServerVersion: "1.48.0",
    },
    componentDefinitions: [],
    nodeDependencies: [],
  };
}

const ARGS = JSON.stringify({
  type: "object",
  value: {
    b: { fieldType: { type: "string" }, optional: false },
    a: { fieldType: { type: "map", keys: {}, values: {} }, optional: true },
  },
});

describe("start_push", () => {
  it("analyses modules, schema and the component tree as Convex does", async () => {
    const { status, json } = await post(
      "/api/deploy2/start_push",
      pushRequest(backend.adminKey, {
        "lib/things.js": `export const list = ${fn("isQuery: true, isPublic: true", ARGS, JSON.stringify({ type: "number" }))};\nexport const write = ${fn("isMutation: true, isInternal: true", JSON.stringify({ type: "any" }))};\nexport const notAFunction = 3;`,
        "_deps/chunk.js": "export const x = 1;",
      }),
      { "Content-Encoding": "br" },
    );
    expect(status).toBe(200);
    const root = (json.analysis as Record<string, Record<string, unknown>>)[
      ""
    ]!;
    expect(Object.keys(root.functions as object)).toEqual(["lib/things.js"]);
    expect(root.functions).toEqual({
      "lib/things.js": {
        functions: [
          {
            name: "list",
            pos: null,
            udfType: "Query",
            visibility: { kind: "public" },
            args: '{"type":"object","value":{"a":{"fieldType":{"type":"any"},"optional":true},"b":{"fieldType":{"type":"string"},"optional":false}}}',
            returns: '{"type":"number"}',
          },
          {
            name: "write",
            pos: null,
            udfType: "Mutation",
            visibility: { kind: "internal" },
            args: '{"type":"any"}',
            returns: "null",
          },
        ],
        httpRoutes: null,
        cronSpecs: null,
        sourceMapped: null,
      },
    });
    const schema = root.schema as { tables: Record<string, unknown>[] };
    expect(schema.tables.map((t) => t.tableName)).toEqual(["a", "z"]);
    expect(schema.tables[0]!.documentType).toEqual({
      type: "object",
      value: {
        a: { fieldType: { type: "any" }, optional: true },
        b: { fieldType: { type: "string" }, optional: false },
      },
    });
    expect(root.definition).toMatchObject({
      path: "",
      definitionType: { type: "app" },
      childComponents: [],
      exports: { type: "branch", branch: [] },
    });
    expect(json.app).toMatchObject({
      definitionPath: "",
      componentPath: "",
      exports: {
        lib: {
          type: "branch",
          children: {
            things: {
              type: "branch",
              children: {
                list: {
                  type: "leaf",
                  resource: {
                    type: "function",
                    path: { component: "", udfPath: "lib/things.js:list" },
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(json).toMatchObject({
      externalDepsId: null,
      appAuth: [],
      schemaChange: {
        allocatedComponentIds: {},
        schemaIds: {},
        indexDiffs: {},
      },
    });
    expect((root.udfConfig as Record<string, unknown>).serverVersion).toBe(
      "1.48.0",
    );
  });

  it("requires the deployment's admin key in the body, as Convex does", async () => {
    const body = pushRequest(backend.adminKey, {});
    const { adminKey: _, ...noKey } = body;
    expect(await post("/api/deploy2/start_push", noKey)).toEqual({
      status: 400,
      json: {
        code: "BadJsonBody",
        message:
          "Failed to deserialize the JSON body into the target type: missing field `adminKey`",
      },
    });
    const refused = {
      status: 401,
      json: {
        code: "BadAdminKey",
        message: "The provided admin key was invalid for this instance",
      },
    };
    expect(
      await post("/api/deploy2/start_push", { ...body, adminKey: "local|00" }),
    ).toEqual(refused);
    expect(
      await post("/api/get_config_hashes", {
        version: "1.48.0",
        adminKey: "x",
      }),
    ).toEqual(refused);
    // The header does not stand in for the body's key.
    expect(
      await post(
        "/api/deploy2/start_push",
        { ...body, adminKey: "wrong" },
        { Authorization: `Convex ${backend.adminKey}` },
      ),
    ).toEqual(refused);
    const fromPage = await post("/api/deploy2/start_push", body, {
      Origin: "https://example.com",
    });
    expect(fromPage.status).toBe(403);
    expect(fromPage.json.code).toBe("AdminKeyFromBrowser");
    const hashes = await post("/api/get_config_hashes", {
      version: "1.48.0",
      adminKey: backend.adminKey,
    });
    expect(hashes).toEqual({
      status: 200,
      json: {
        config: { functions: "convex/" },
        moduleHashes: [],
        udfServerVersion: null,
        nodeVersion: null,
      },
    });
  });

  it("refuses a malformed body with 400 BadJsonBody", async () => {
    const body = pushRequest(backend.adminKey, {});
    expect(await post("/api/deploy2/start_push", "{")).toMatchObject({
      status: 400,
      json: { code: "BadJsonBody" },
    });
    expect(
      await post("/api/deploy2/start_push", { ...body, dryRun: "yes" }),
    ).toEqual({
      status: 400,
      json: {
        code: "BadJsonBody",
        message:
          'Failed to deserialize the JSON body into the target type: dryRun: invalid type: string "yes", expected a boolean',
      },
    });
    const bad = pushRequest(backend.adminKey, {});
    bad.appDefinition.changedModules = [
      { path: "a.js", source: "", environment: "v8" },
    ];
    expect(await post("/api/deploy2/start_push", bad)).toEqual({
      status: 400,
      json: {
        code: "BadJsonBody",
        message:
          "Failed to deserialize the JSON body into the target type: appDefinition.changedModules[0].environment: unknown variant `v8`, expected `isolate` or `node`",
      },
    });
  });

  it("answers a module that fails to load, or a path outside the push, with Convex's InvalidModules", async () => {
    const before = readdirSync(tmpdir()).filter((n) =>
      n.startsWith("local-backend-push-"),
    ).length;
    const failing = await post(
      "/api/deploy2/start_push",
      pushRequest(backend.adminKey, { "boom.js": 'throw new Error("boom");' }),
    );
    expect(failing).toEqual({
      status: 400,
      json: {
        code: "InvalidModules",
        message:
          "Hit an error while pushing:\nLoading the pushed modules encountered the following\n    error:\nFailed to analyze boom.js: Uncaught Error: boom",
      },
    });
    const escaping = await post(
      "/api/deploy2/start_push",
      pushRequest(backend.adminKey, { "../escape.js": "" }),
    );
    expect(escaping.status).toBe(400);
    expect(escaping.json.code).toBe("InvalidModules");
    const after = readdirSync(tmpdir()).filter((n) =>
      n.startsWith("local-backend-push-"),
    ).length;
    expect(after).toBe(before);
  });

  it("stages nothing: wait_for_schema is complete, finish_push deploys nothing", async () => {
    const adminKey = backend.adminKey;
    expect(
      await post("/api/deploy2/wait_for_schema", {
        adminKey,
        schemaChange: {},
      }),
    ).toEqual({ status: 200, json: { type: "complete" } });
    expect(
      await post("/api/deploy2/finish_push", { adminKey, dryRun: true }),
    ).toEqual({
      status: 200,
      json: {
        authDiff: { added: [], removed: [] },
        definitionDiffs: {},
        componentDiffs: {},
      },
    });
    const real = await post("/api/deploy2/finish_push", {
      adminKey,
      dryRun: false,
    });
    expect(real.status).toBe(400);
    expect(real.json.code).toBe("LocalBackendRunsFromDisk");
  });
});
