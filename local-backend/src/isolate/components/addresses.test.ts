import { describe, expect, it } from "vitest";
import { tableNumberOfId } from "../../values/ids";
import { type ComponentCode, type LoadedApp } from "../loader";
import { functionHandle, resolveAddress } from "./addresses";

const fn = (isPublic: boolean) => ({ isMutation: true, isPublic });

function code(
  path: string,
  modules: Record<string, Record<string, unknown>>,
  children: Record<string, string> = {},
): ComponentCode {
  return {
    path,
    outDir: "",
    modules: new Map(Object.entries(modules)),
    schema: null,
    env: path === "" ? null : {},
    children: new Map(Object.entries(children)),
    httpMounts: new Map(),
    httpPrefix: null,
  };
}

const root = code("", { notes: { record: fn(false) } }, { counter: "counter" });
const counter = code(
  "counter",
  { "lib/counters": { increment: fn(true), secret: fn(false) } },
  { ledger: "counter/ledger" },
);
const ledger = code("counter/ledger", { entries: { record: fn(true) } });
const app: LoadedApp = {
  outDir: "",
  modules: root.modules,
  schema: null,
  authProviders: [],
  http: null,
  components: new Map([
    ["", root],
    ["counter", counter],
    ["counter/ledger", ledger],
  ]),
};

describe("resolveAddress", () => {
  it("names a function of the caller's own component", () => {
    expect(
      resolveAddress(app, "counter", { name: "lib/counters:secret" }),
    ).toEqual({ component: "counter", path: "lib/counters:secret" });
  });

  it("resolves a child reference relative to the caller, public functions only", () => {
    const reference =
      "_reference/childComponent/counter/lib/counters/increment";
    expect(resolveAddress(app, "", { reference })).toEqual({
      component: "counter",
      path: "lib/counters:increment",
    });
    expect(
      resolveAddress(app, "counter", {
        reference: "_reference/childComponent/ledger/entries/record",
      }),
    ).toEqual({ component: "counter/ledger", path: "entries:record" });
    expect(() =>
      resolveAddress(app, "", {
        reference: "_reference/childComponent/counter/lib/counters/secret",
      }),
    ).toThrow(/does not export/);
    // A grandchild is not a child.
    expect(() =>
      resolveAddress(app, "", {
        reference: "_reference/childComponent/ledger/entries/record",
      }),
    ).toThrow('Child component "ledger" not found');
  });

  it("makes handles in Convex's format that name any function, internal ones too", () => {
    const handle = functionHandle({ component: "", path: "notes:record" });
    expect(handle).toMatch(/^function:\/\/[0-9a-z]+#notes:record$/);
    const id = handle.slice("function://".length).split("#")[0]!;
    expect(tableNumberOfId(id)).not.toBeNull();
    expect(functionHandle({ component: "", path: "notes.js:record" })).toBe(
      handle,
    );
    expect(
      resolveAddress(app, "counter/ledger", { functionHandle: handle }),
    ).toEqual({ component: "", path: "notes:record" });
    // The fragment is advisory: the id names the function.
    const renamed = handle.replace("#notes:record", "#other:name");
    expect(
      resolveAddress(app, "counter", { functionHandle: renamed }).path,
    ).toBe("notes:record");
    const other = functionHandle({
      component: "counter",
      path: "notes:record",
    });
    expect(other).not.toBe(handle);
    expect(() => resolveAddress(app, "", { functionHandle: other })).toThrow(
      "Function handle not found",
    );
    expect(() =>
      resolveAddress(app, "", { functionHandle: "notes:record" }),
    ).toThrow("Invalid function handle notes:record");
  });
});
