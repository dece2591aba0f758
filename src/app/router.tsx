import { Suspense, useEffect, type ReactNode } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ChunkBoundary } from "@/components/chunk-boundary";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { PageUnavailable } from "./page-unavailable";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";
import { RequireAuth } from "./require-auth";
import { RootLayout } from "./root-layout";
import { RouteErrorBoundary } from "./route-error-boundary";
import {
  routeModules,
  routeTable,
  type RouteAccess,
  type RouteName,
} from "./route-modules";
import { preloadRoutesOnIntent } from "./route-preload";
import { RouteSkeleton } from "./route-skeletons";
import { ScrollToTop } from "./scroll-to-top";

/**
 * One lazily loaded module per page, so each route is its own chunk, loaded by
 * the first render or earlier by a link's hover or focus (route-preload.ts).
 * (Declarative routes: the data router's loaders and actions are unused here
 * and cost ~17 KB gzipped on every page.)
 */
const pages = Object.fromEntries(
  Object.entries(routeModules).map(([name, load]) => [
    name,
    lazyWithPreload(load),
  ]),
) as Record<RouteName, ReturnType<typeof lazyWithPreload<object>>>;

/**
 * A page behind its own boundaries: until its code arrives it shows its
 * route's skeleton, the page's size and shape, so nothing moves when it comes,
 * on the first load and on a navigation alike (keyed by page: another page's
 * boundary is a new one, which shows its skeleton at once rather than holding
 * the last page on screen while the code loads). If the code cannot be
 * fetched (offline), the page says so in its place, in the site's frame, and
 * loads once the browser is back online.
 */
function page(name: RouteName): ReactNode {
  const Page = pages[name];
  return (
    <ChunkBoundary key={name} fallback={PageUnavailable}>
      <Suspense fallback={<RouteSkeleton page={name} />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}

const routesFor = (access: RouteAccess) =>
  routeTable
    .filter((entry) => entry.access === access)
    .map(({ path, page: name }) =>
      access === "member" ? (
        <Route
          key={path}
          path={path}
          element={
            <RequireAuth fallback={<RouteSkeleton page={name} />}>
              {page(name)}
            </RequireAuth>
          }
        />
      ) : (
        <Route key={path} path={path} element={page(name)} />
      ),
    );

export function AppRouter() {
  useEffect(() => preloadRoutesOnIntent(document), []);
  return (
    <BrowserRouter>
      <ScrollToTop />
      <RouteErrorBoundary>
        {/* Only until the layout itself renders: every page has its own. */}
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            <Route element={<RootLayout />}>
              {routesFor("site")}
              {routesFor("member")}
            </Route>
            {/* Outside the site layout: their own header and footer. */}
            <Route element={<RedirectIfSignedIn />}>
              {routesFor("visitor")}
            </Route>
            {routesFor("bare")}
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
