/**
 * The `_system/cli/*` queries the Convex CLI's `export` and `import` subscribe to, as
 * Convex's system UDFs define them (npm-packages/system-udfs/convex/_system/cli/
 * `exports.ts`, `queryImport.ts`): internal, so only the admin key reaches them. They
 * read the deployment tables `_exports` and `_snapshot_imports` (`./state.ts`) like
 * any query, so a subscription is updated as an export or import moves on.
 */
import {
  type GenericDatabaseReader,
  type GenericDataModel,
  internalQueryGeneric,
} from "convex/server";
import { v } from "convex/values";

type Reader = GenericDatabaseReader<GenericDataModel>;

/** `db.system` over the deployment's tables (typed for `_storage` and jobs only). */
function system(db: { system: unknown }): Reader {
  return db.system as Reader;
}

const getLatest = internalQueryGeneric({
  args: {},
  handler: (ctx) => system(ctx.db).query("_exports").order("desc").first(),
});

const queryImport = internalQueryGeneric({
  args: { importId: v.id("_snapshot_imports") },
  handler: (ctx, { importId }) => system(ctx.db).get(importId),
});

const listImports = internalQueryGeneric({
  args: {},
  handler: (ctx) =>
    system(ctx.db).query("_snapshot_imports").order("desc").take(20),
});

/** The modules, by module path (`system/cli-functions.ts` serves them with the others). */
export const SNAPSHOT_SYSTEM_MODULES: ReadonlyMap<
  string,
  Record<string, unknown>
> = new Map([
  ["_system/cli/exports", { getLatest }],
  ["_system/cli/queryImport", { default: queryImport, list: listImports }],
]);
