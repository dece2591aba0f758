/**
 * The built-in `_system/cli/*` queries the Convex CLI subscribes to with the admin key,
 * as Convex's system UDFs define them (convex-backend
 * `npm-packages/system-udfs/convex/_system/cli/`): the same paths, argument validators
 * and results. They are internal functions (only the admin reaches them), run in the
 * component the caller names (`componentPath`), on the backend's thread, and read
 * through the same syscalls as the app's code, so a table's pages are read with the
 * transaction's limits and the CLI's page size, never as a whole.
 *
 * - `tables` (`npx convex data`): the component's tables, system tables aside.
 * - `tableData` (`npx convex data <table>`): one page of a table by `_creationTime`;
 *   `_storage` and `_scheduled_functions` are read through `db.system`, any other
 *   `_` name reads as an empty table, as Convex masks its private system tables.
 * - `queryEnvironmentVariables` (`npx convex env list`), `queryEnvironmentVariables:get`
 *   (`npx convex env get`): the deployment's variables; `get` answers what `process.env`
 *   holds in the app's functions, the built-in `CONVEX_CLOUD_URL`/`CONVEX_SITE_URL` too.
 * - `modules:apiSpec` (`npx convex run` of a missing function lists them): the
 *   component's queries, mutations and actions with their validators.
 */
import {
  type GenericDataModel,
  type GenericQueryCtx,
  internalQueryGeneric,
  paginationOptsValidator,
  type PaginationResult,
} from "convex/server";
import { jsonToConvex, type JSONValue, v } from "convex/values";
import { kindOf } from "../isolate/functions";
import { type LoadedApp, type RegisteredFunction } from "../isolate/loader";
import { SNAPSHOT_SYSTEM_MODULES } from "../snapshot/system-functions";

/** What the built-in functions read besides the database. */
export interface SystemHost {
  /** The tables of the component at `component` ("" = the app), system ones aside. */
  tableNames(component: string): string[];
  /** The deployment's environment variables (what `npx convex env` manages). */
  environmentVariables(): Record<string, string>;
  /** The variables every function sees besides: `CONVEX_CLOUD_URL`, `CONVEX_SITE_URL`. */
  builtinVariables(): Record<string, string>;
  /** The loaded code (apiSpec lists its functions). */
  app(): LoadedApp;
}

/** Convex's page limits for the CLI's table reads (system-udfs `paginationLimits.ts`). */
const MAXIMUM_ROWS_READ = 10000;
const MAXIMUM_BYTES_READ = 5000000;

/** The system tables `tableData` reads; Convex masks the others (its private ones). */
const PUBLIC_SYSTEM_TABLES = new Set(["_storage", "_scheduled_functions"]);
/** A table that never exists: a masked table reads as it (Convex's trick, same name). */
const NONEXISTENT_TABLE = "_guaranteed_nonexistent_table_2508b1e2";

async function componentOf(
  ctx: Pick<GenericQueryCtx<GenericDataModel>, "meta">,
): Promise<string> {
  return (await ctx.meta.getFunctionMetadata()).componentPath;
}

/** Convex's `UdfType` names, as apiSpec reports them. */
const UDF_TYPE = {
  query: "Query",
  mutation: "Mutation",
  action: "Action",
} as const;

/** A validator's JSON as a value; none (`null`) is `{ type: "any" }`, as Convex lists it. */
function validatorValue(json: string | undefined): unknown {
  const parsed = (json ? JSON.parse(json) : null) as JSONValue;
  return jsonToConvex(parsed ?? { type: "any" });
}

/**
 * The `_system/…` modules, by module path, for `LoadedApp.system`: the CLI's
 * `data`, `env` and `run` ones here, `export` and `import` ones from the snapshot
 * code.
 */
export function systemModules(
  host: SystemHost,
): Map<string, Record<string, unknown>> {
  const tables = internalQueryGeneric({
    args: { paginationOpts: paginationOptsValidator },
    handler: async (ctx) => {
      const component = await componentOf(ctx);
      // One page: the CLI keeps the PaginationResult shape for older clients.
      return {
        page: host
          .tableNames(component)
          .filter((name) => !name.startsWith("_"))
          .map((name) => ({ name })),
        isDone: true,
        continueCursor: "end",
      };
    },
  });

  const tableData = internalQueryGeneric({
    args: {
      table: v.string(),
      order: v.union(v.literal("asc"), v.literal("desc")),
      paginationOpts: paginationOptsValidator,
    },
    handler: async (
      ctx,
      { table, order, paginationOpts },
    ): Promise<PaginationResult<unknown>> => {
      const opts = {
        ...paginationOpts,
        maximumRowsRead: MAXIMUM_ROWS_READ,
        maximumBytesRead: MAXIMUM_BYTES_READ,
      };
      if (!table.startsWith("_"))
        return await ctx.db.query(table).order(order).paginate(opts);
      const name = PUBLIC_SYSTEM_TABLES.has(table) ? table : NONEXISTENT_TABLE;
      return await ctx.db.system
        .query(name as "_storage")
        .order(order)
        .paginate(opts);
    },
  });

  const listVariables = internalQueryGeneric({
    args: {},
    handler: () =>
      Object.entries(host.environmentVariables())
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, value]) => ({ name, value })),
  });

  const getVariable = internalQueryGeneric({
    args: { name: v.string() },
    handler: (_ctx, { name }) => {
      const value = {
        ...host.environmentVariables(),
        ...host.builtinVariables(),
      }[name];
      return value === undefined ? null : { name, value };
    },
  });

  return new Map<string, Record<string, unknown>>([
    ["_system/cli/tables", { default: tables }],
    ["_system/cli/tableData", { default: tableData }],
    [
      "_system/cli/queryEnvironmentVariables",
      { default: listVariables, get: getVariable },
    ],
    ["_system/cli/modules", { apiSpec: apiSpec(host) }],
    ...SNAPSHOT_SYSTEM_MODULES,
  ]);
}

/** `modules:apiSpec`: the component's queries, mutations and actions. */
function apiSpec(host: SystemHost) {
  return internalQueryGeneric({
    args: { componentId: v.optional(v.union(v.string(), v.null())) },
    handler: async (ctx) => {
      const component = await componentOf(ctx);
      const app = host.app();
      const code = component === "" ? app : app.components.get(component);
      const specs = [];
      for (const [module, exports] of code?.modules ?? []) {
        for (const [name, value] of Object.entries(exports)) {
          const fn = value as RegisteredFunction | null;
          const kind = fn ? kindOf(fn) : null;
          if (!fn || !kind) continue;
          specs.push({
            identifier: `${module}.js:${name}`,
            functionType: UDF_TYPE[kind],
            visibility: { kind: fn.isPublic ? "public" : "internal" },
            args: validatorValue(fn.exportArgs?.()),
            returns: validatorValue(fn.exportReturns?.()),
          });
        }
      }
      return specs;
    },
  });
}
