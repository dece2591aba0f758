import { describe, expect, it } from "vitest";
import { type SchemaJson } from "../../storage/types";
import { type ComponentCode, type LoadedApp } from "../loader";
import { catalogSchema } from "./schema";

const table = (tableName: string): SchemaJson["tables"][number] => ({
  tableName,
  indexes: [{ indexDescriptor: "by_name", fields: ["name"] }],
  searchIndexes: [],
  documentType: { type: "object", value: {} },
});

function code(path: string, schema: SchemaJson | null): ComponentCode {
  return {
    path,
    outDir: "",
    modules: new Map(),
    schema,
    env: path === "" ? null : {},
    children: new Map(),
    httpMounts: new Map(),
    httpPrefix: null,
  };
}

function app(components: ComponentCode[]): LoadedApp {
  const root = components[0]!;
  return {
    outDir: "",
    modules: root.modules,
    schema: root.schema,
    authProviders: [],
    http: null,
    components: new Map(components.map((c) => [c.path, c])),
  };
}

describe("catalogSchema", () => {
  it("is the app's own schema without components", () => {
    const schema = { tables: [table("notes")], schemaValidation: true };
    expect(catalogSchema(app([code("", schema)]))).toEqual({
      schema,
      namespaces: [""],
    });
  });

  it("puts each instance's tables in its namespace, validation per schema", () => {
    const result = catalogSchema(
      app([
        code("", { tables: [table("notes")], schemaValidation: true }),
        code("counter", { tables: [table("notes")], schemaValidation: false }),
        code("counter/ledger", null),
      ]),
    );
    expect(result.namespaces).toEqual(["", "counter", "counter/ledger"]);
    expect(result.schema?.schemaValidation).toBe(true);
    expect(result.schema?.tables.map((t) => t.tableName)).toEqual([
      "notes",
      "counter/notes",
    ]);
    expect(result.schema?.tables[0]?.documentType).not.toBeNull();
    expect(result.schema?.tables[1]?.documentType).toBeNull();
    expect(result.schema?.tables[1]?.indexes).toEqual(table("x").indexes);
  });
});
