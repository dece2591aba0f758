import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

type Lazy = RouteObject["lazy"];

/** Several URLs that show the same page. */
const alias = (urls: readonly string[], lazy: Lazy): RouteObject[] =>
  urls.map((path) => ({ path, lazy }));

/** One lazily loaded module per URL, so each route is its own chunk. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, lazy: () => import("./routes/home") },
          { path: paths.projects, lazy: () => import("./routes/projects") },
          {
            path: "/projects/:projectId",
            lazy: () => import("./routes/project"),
          },
          { path: paths.about, lazy: () => import("./routes/about") },
          { path: paths.contact, lazy: () => import("./routes/contact") },
          ...alias(
            [
              paths.documentation,
              paths.guides,
              paths.blog,
              paths.careers,
              paths.press,
              paths.apiReference,
            ],
            () => import("./routes/documentation"),
          ),
          ...alias(
            [paths.privacy, paths.cookiePolicy],
            () => import("./routes/privacy"),
          ),
          ...alias(
            [paths.terms, paths.licenses],
            () => import("./routes/terms"),
          ),
          { path: "*", lazy: () => import("./routes/not-found") },
        ],
      },
      // Outside the site layout: their own header and footer.
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.signIn, lazy: () => import("./routes/sign-in") },
          { path: paths.signUp, lazy: () => import("./routes/sign-up") },
        ],
      },
      {
        path: paths.forgotPassword,
        lazy: () => import("./routes/forgot-password"),
      },
    ],
  },
]);
