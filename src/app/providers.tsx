import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { ConvexReactClient } from "convex/react";
import { lazy, Suspense, type ReactNode } from "react";
import { convexUrl } from "@/config/env";

const convex = new ConvexReactClient(convexUrl);

// The toast renderer is not needed to paint the first page.
const Toaster = lazy(() =>
  import("sonner").then((m) => ({ default: m.Toaster })),
);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConvexAuthProvider client={convex}>
      {children}
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="bottom-right" />
      </Suspense>
    </ConvexAuthProvider>
  );
}
