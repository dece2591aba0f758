import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthState } from "@/hooks/use-auth-state";
import { usePresenceHeartbeat } from "@/hooks/use-presence";
import { SITE_ROOM } from "@convex/shared/presence";

// Only signed-in users need the account menu (and its popper): load it on demand.
const UserMenu = lazy(() =>
  import("@/features/auth/components/user-menu").then((m) => ({
    default: m.UserMenu,
  })),
);

// The bell and the mobile menu's links: signed-in only, loaded on demand too.
const NotificationBell = lazy(() =>
  import("@/features/notifications/components/notification-bell").then((m) => ({
    default: m.NotificationBell,
  })),
);
const MessagesHeaderLink = lazy(() =>
  import("@/features/messages/components/messages-header-link").then((m) => ({
    default: m.MessagesHeaderLink,
  })),
);
const MessagesNavLink = lazy(() =>
  import("@/features/messages/components/messages-header-link").then((m) => ({
    default: m.MessagesNavLink,
  })),
);
const NotificationsNavLink = lazy(() =>
  import("@/features/notifications/components/notifications-nav-link").then(
    (m) => ({ default: m.NotificationsNavLink }),
  ),
);

export function RootLayout() {
  const auth = useAuthState();
  // Online anywhere on the site while signed in (the hook sends nothing otherwise).
  usePresenceHeartbeat(SITE_ROOM);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader
        auth={auth}
        bell={
          <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
            <MessagesHeaderLink />
            <NotificationBell />
          </Suspense>
        }
        signedInMenuFooter={(close) => (
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <div className="flex flex-col gap-2">
              <MessagesNavLink onNavigate={close} />
              <NotificationsNavLink onNavigate={close} />
            </div>
          </Suspense>
        )}
        userMenu={
          <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
            <UserMenu />
          </Suspense>
        }
      />
      {/* At least one screen tall: the footer starts below the fold, so a page
          arriving (or growing as its data loads) never pushes a visible footer. */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        {/* Each page brings its own boundary and skeleton (router.tsx). */}
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
