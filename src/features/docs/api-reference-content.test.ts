import { describe, expect, it } from "vitest";
import { apiGroups } from "./api-reference-content";

type Registered = {
  isPublic?: boolean;
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  /** Its args validator as JSON: `{ type: "object", value: { name: { optional } } }`. */
  exportArgs?: () => string;
};

/** "{ a, b? }" -> ["a", "b?"], sorted. */
function argNames(args: string): string[] {
  return args
    .replace(/[{}\s]/g, "")
    .split(",")
    .filter((name) => name !== "")
    .sort();
}

function registeredArgNames(registered: Registered): string[] {
  const json = JSON.parse(registered.exportArgs?.() ?? "{}") as {
    value?: Record<string, { optional: boolean }>;
  };
  return Object.entries(json.value ?? {})
    .map(([name, field]) => (field.optional ? `${name}?` : name))
    .sort();
}

/** The backend's API files (what `api.<module>` is), loaded on demand. */
const modules = import.meta.glob<Record<string, unknown>>([
  "../../../convex/*.ts",
  "!../../../convex/*.test.ts",
]);

async function exportsOf(module: string): Promise<Record<string, unknown>> {
  const load = modules[`../../../convex/${module}.ts`];
  if (load === undefined) throw new Error(`no convex/${module}.ts`);
  return await load();
}

const listed = apiGroups.flatMap((group) => group.functions);
const listedModules = [...new Set(listed.map((fn) => fn.name.split(".")[0]!))];

describe("the API Reference", () => {
  it("lists only functions that exist, public, of the kind and with the arguments it says", async () => {
    for (const fn of listed) {
      const [module = "", name = ""] = fn.name.split(".");
      const registered = (await exportsOf(module))[name] as
        Registered | undefined;
      expect(registered?.isPublic, fn.name).toBe(true);
      const isKind = {
        query: registered?.isQuery,
        mutation: registered?.isMutation,
        action: registered?.isAction,
      }[fn.kind];
      expect(isKind, `${fn.name} is a ${fn.kind}`).toBe(true);
      expect(argNames(fn.args), `${fn.name}'s arguments`).toEqual(
        registeredArgNames(registered ?? {}),
      );
    }
  });

  it("lists every public function of the modules it covers", async () => {
    const names = new Set(listed.map((fn) => fn.name));
    const missing: string[] = [];
    for (const module of listedModules) {
      for (const [name, value] of Object.entries(await exportsOf(module))) {
        const isPublic = (value as Registered | null)?.isPublic === true;
        if (isPublic && !names.has(`${module}.${name}`)) {
          missing.push(`${module}.${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
