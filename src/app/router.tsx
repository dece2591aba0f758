import { createBrowserRouter } from "react-router-dom";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/** One lazily loaded module per URL, so each route is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      { index: true, lazy: () => import("./routes/home") },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
]);
