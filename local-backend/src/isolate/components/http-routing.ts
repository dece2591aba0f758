/**
 * Which HTTP action a site path runs, with components' routes mounted
 * (`app.use(c, { httpPrefix })`), as Convex's `route_http_action`
 * (crates/application application_function_runner/http_routing.rs) routes it: in each
 * component from the app down, an exact route of its `http.ts` wins; otherwise the
 * longest prefix among its `http.ts` prefix routes and its mounts, and a mount goes on
 * into the child with the rest of the path. The app's own `httpPrefix` applies to its
 * `http.ts` only, not to its mounts.
 */
import {
  type HttpRouterLike,
  type LoadedApp,
  type RegisteredFunction,
} from "../loader";

export interface HttpRoute {
  /** The component whose `http.ts` has the route ("" = the app). */
  component: string;
  handler: RegisteredFunction;
}

function routerOf(app: LoadedApp, component: string): HttpRouterLike | null {
  if (component === "") return app.http;
  const router = app.components.get(component)?.modules.get("http")?.default as
    HttpRouterLike | undefined;
  return router?.isRouter ? router : null;
}

/** The app's `http.ts` path for a site path under its `httpPrefix` (null: not under it). */
function underPrefix(path: string, prefix: string | null): string | null {
  if (prefix === null) return path;
  return path.startsWith(prefix) ? `/${path.slice(prefix.length)}` : null;
}

export function routeHttpAction(
  app: LoadedApp,
  path: string,
  method: string,
): HttpRoute | null {
  let component = "";
  let routed = path;
  for (;;) {
    const code = app.components.get(component);
    const router = routerOf(app, component);
    if (!code || (!router && code.httpMounts.size === 0)) return null;
    const own = underPrefix(routed, component === "" ? code.httpPrefix : null);
    const match = own === null ? null : (router?.lookup(own, method) ?? null);
    // `lookup` answers an exact route with its path, a prefix route with `prefix*`.
    if (match && !match[2].endsWith("*"))
      return { component, handler: match[0] };
    let best: { suffix: string; child: string | null } | null =
      match && own !== null
        ? { suffix: own.slice(match[2].length - 1), child: null }
        : null;
    for (const [prefix, child] of code.httpMounts) {
      if (!routed.startsWith(prefix)) continue;
      const suffix = routed.slice(prefix.length);
      if (best && best.suffix.length < suffix.length) continue;
      best = { suffix, child };
    }
    if (!best) return null;
    if (best.child === null) return { component, handler: match![0] };
    component = best.child;
    routed = `/${best.suffix}`;
  }
}
