import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { ConvexReactClient } from "convex/react";
import {
  lazy,
  Suspense,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from "react";
import { ConnectionBanner } from "@/components/connection-banner";
import { convexUrl } from "@/config/env";
import { useMediaQuery } from "@/hooks/use-media-query";
import { useTheme } from "@/hooks/use-theme";
import { createConvexLogger } from "@/lib/convex-logger";
import { toastsRequested } from "@/lib/toast";

// Its logger leaves out the app's expected failures (lib/convex-logger.ts).
const convex = new ConvexReactClient(convexUrl, {
  logger: createConvexLogger(),
});

/**
 * Rich toast colours that pass WCAG AA on the light theme (sonner's own success
 * green does not); the dark theme keeps sonner's dark rich colours.
 */
const toastColors = {
  "--success-bg": "#f0fdf4",
  "--success-border": "#bbf7d0",
  "--success-text": "#166534",
  "--error-bg": "#fef2f2",
  "--error-border": "#fecaca",
  "--error-text": "#b91c1c",
  "--info-bg": "#eff6ff",
  "--info-border": "#bfdbfe",
  "--info-text": "#1d4ed8",
  "--warning-bg": "#fffbeb",
  "--warning-border": "#fde68a",
  "--warning-text": "#92400e",
} as CSSProperties;

// The toast renderer loads with the first toast (lib/toast.ts), not the page.
const Toaster = lazy(() =>
  import("sonner").then((m) => ({ default: m.Toaster })),
);

export function AppProviders({ children }: { children: ReactNode }) {
  // On a phone, toasts come from the top: at the bottom they cover the forms'
  // own buttons ("← Go back", "Send a new code").
  const phone = useMediaQuery("(max-width: 639px)");
  // Applies the theme to the page (and follows the system's setting) everywhere.
  const { dark } = useTheme();
  const toasting = useSyncExternalStore(
    toastsRequested.subscribe,
    toastsRequested.get,
  );
  return (
    <ConvexAuthProvider client={convex}>
      {children}
      <ConnectionBanner />
      {toasting ? (
        <Suspense fallback={null}>
          <Toaster
            richColors
            closeButton
            position={phone ? "top-center" : "bottom-right"}
            theme={dark ? "dark" : "light"}
            style={dark ? undefined : toastColors}
          />
        </Suspense>
      ) : null}
    </ConvexAuthProvider>
  );
}
