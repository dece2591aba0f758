/**
 * The schemas of the app and its component instances as the one catalog takes them:
 * each instance's tables under its namespace (`storage/namespace.ts`), so each
 * component has its own tables, indexes and validation, as in Convex.
 */
import { qualify } from "../../storage/namespace";
import { type SchemaJson } from "../../storage/types";
import { type LoadedApp } from "../loader";
import { type Store } from "../../storage/store";

export interface CatalogSchema {
  schema: SchemaJson | null;
  /** Every instance's namespace, each with its own system tables. */
  namespaces: string[];
}

export function catalogSchema(app: LoadedApp): CatalogSchema {
  if (app.components.size <= 1) return { schema: app.schema, namespaces: [""] };
  const tables: SchemaJson["tables"] = [];
  let validation = false;
  for (const [path, code] of app.components) {
    const schema = code.schema;
    if (!schema) continue;
    validation ||= schema.schemaValidation;
    for (const table of schema.tables) {
      tables.push({
        ...table,
        tableName: qualify(path, table.tableName),
        // Validation is per schema: one that turned it off checks none of its tables.
        documentType: schema.schemaValidation ? table.documentType : null,
      });
    }
  }
  return {
    schema: { tables, schemaValidation: validation },
    namespaces: [...app.components.keys()],
  };
}

/** Applies the app's schema and its components' to the store, each in its namespace. */
export function applyCatalogSchema(store: Store, app: LoadedApp): void {
  const { schema, namespaces } = catalogSchema(app);
  store.applySchema(schema, namespaces);
}
