import { describe, expect, it } from "vitest";
import {
  type ComponentCode,
  type HttpRouterLike,
  type LoadedApp,
} from "../loader";
import { routeHttpAction } from "./http-routing";

/** A router like convex/server's: exact routes, then the longest prefix (`p*`). */
function router(exact: string[], prefixes: string[] = []): HttpRouterLike {
  return {
    isRouter: true,
    lookup(path) {
      if (exact.includes(path)) return [{ isHttp: true }, "GET", path];
      const prefix = [...prefixes]
        .sort((a, b) => b.length - a.length)
        .find((p) => path.startsWith(p));
      return prefix ? [{ isHttp: true }, "GET", `${prefix}*`] : null;
    },
  };
}

function code(
  path: string,
  http: HttpRouterLike | null,
  mounts: Record<string, string> = {},
  httpPrefix: string | null = null,
): ComponentCode {
  return {
    path,
    outDir: "",
    modules: new Map(http ? [["http", { default: http }]] : []),
    schema: null,
    env: path === "" ? null : {},
    children: new Map(),
    httpMounts: new Map(Object.entries(mounts)),
    httpPrefix,
  };
}

function app(root: ComponentCode, ...components: ComponentCode[]): LoadedApp {
  return {
    outDir: "",
    modules: root.modules,
    schema: null,
    authProviders: [],
    http: (root.modules.get("http")?.default as HttpRouterLike) ?? null,
    components: new Map([root, ...components].map((c) => [c.path, c])),
  };
}

const where = (a: LoadedApp, path: string) =>
  routeHttpAction(a, path, "GET")?.component ?? null;

describe("routeHttpAction", () => {
  it("serves the app's routes alone without mounts", () => {
    const a = app(code("", router(["/hi"], ["/files/"])));
    expect(where(a, "/hi")).toBe("");
    expect(where(a, "/files/x")).toBe("");
    expect(where(a, "/nope")).toBeNull();
    expect(routeHttpAction(a, "/hi", "GET")?.handler).toEqual({ isHttp: true });
  });

  it("goes into a mounted component, and on into its own mounts", () => {
    const a = app(
      code("", router(["/hi"]), { "/c/": "c" }),
      code("c", router(["/x"]), { "/deep/": "c/d" }),
      code("c/d", router(["/y"])),
    );
    expect(where(a, "/c/x")).toBe("c");
    expect(where(a, "/c/deep/y")).toBe("c/d");
    expect(where(a, "/c/y")).toBeNull();
    expect(where(a, "/hi")).toBe("");
  });

  it("prefers an exact route, then the longest prefix among routes and mounts", () => {
    const a = app(
      code("", router(["/c/exact"], ["/c/long/"]), { "/c/": "c" }),
      code("c", router([], ["/"])),
    );
    expect(where(a, "/c/exact")).toBe("");
    expect(where(a, "/c/long/x")).toBe("");
    expect(where(a, "/c/other")).toBe("c");
  });

  it("applies the app's own prefix to its http.ts, not to its mounts", () => {
    const a = app(
      code("", router(["/hi"]), { "/c/": "c" }, "/api/"),
      code("c", router(["/x"])),
    );
    expect(where(a, "/api/hi")).toBe("");
    expect(where(a, "/hi")).toBeNull();
    expect(where(a, "/c/x")).toBe("c");
  });
});
