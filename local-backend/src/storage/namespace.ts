/**
 * Tables of component instances. Convex gives each component its own table namespace;
 * here every table stays in the one catalog, a component's under
 * `<component path>/<table>` (e.g. `rateLimiter/rateLimits`,
 * `rateLimiter/batchWorker/_scheduled_functions`) and the app's under its bare name, so
 * a data dir from before components reads as it did. Table names cannot contain "/",
 * so the split is unambiguous. Table numbers are unique across namespaces, so an id
 * always names one table of one component.
 */

/** The catalog name of `table` in the namespace of the component at `namespace` ("" = the app). */
export function qualify(namespace: string, table: string): string {
  return namespace === "" ? table : `${namespace}/${table}`;
}

/** A catalog name's component path ("" = the app) and table name. */
export function splitQualified(name: string): {
  namespace: string;
  table: string;
} {
  const slash = name.lastIndexOf("/");
  return slash === -1
    ? { namespace: "", table: name }
    : { namespace: name.slice(0, slash), table: name.slice(slash + 1) };
}

/** The table name without its namespace. */
export function baseName(name: string): string {
  return splitQualified(name).table;
}

/** Whether a catalog name is a system table (`_storage`, `_scheduled_functions`) of some namespace. */
export function isSystemTable(name: string): boolean {
  return baseName(name).startsWith("_");
}
