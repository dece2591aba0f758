/**
 * For tests: Stores on fresh temporary data dirs. `useTempStores` registers an
 * `afterEach` that closes the stores still open and removes the dirs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { type SchemaJson, Store, type StoreOptions } from "../storage/store";

export interface TempStores {
  /** A fresh data dir, removed after the test. */
  dir(): string;
  /** A store on `dir` (a fresh one by default) with `schema` applied, if given. */
  open(schema?: SchemaJson, dir?: string, options?: StoreOptions): Store;
  /** Closes a store before the test ends (to reopen its data dir). */
  close(store: Store): void;
}

export function useTempStores(prefix: string): TempStores {
  const stores = new Set<Store>();
  const dirs: string[] = [];
  afterEach(() => {
    for (const store of stores) store.close();
    stores.clear();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
  return {
    dir,
    open(schema, at = dir(), options) {
      const store = new Store(at, "backend", options);
      stores.add(store);
      if (schema) store.applySchema(schema);
      return store;
    },
    close(store) {
      stores.delete(store);
      store.close();
    },
  };
}

/** The schema most storage tests use: one table, `items`, with an index `by_n` on `n`. */
export const itemsByN: SchemaJson = {
  schemaValidation: false,
  tables: [
    {
      tableName: "items",
      indexes: [{ indexDescriptor: "by_n", fields: ["n"] }],
      searchIndexes: [],
      documentType: null,
    },
  ],
};
