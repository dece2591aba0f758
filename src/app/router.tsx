import { createBrowserRouter } from "react-router-dom";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

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
