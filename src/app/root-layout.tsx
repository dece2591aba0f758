import { Suspense, type ReactNode } from "react";
import { Outlet } from "react-router-dom";
import { ChunkBoundary } from "@/components/chunk-boundary";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthState } from "@/hooks/use-auth-state";
import { usePresenceHeartbeat } from "@/hooks/use-presence";
import { useSignOutEndedSession } from "@/hooks/use-sign-out-ended-session";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { SITE_ROOM } from "@convex/shared/presence";

// Only signed-in users need the account menu (and its popper): load it on demand.
const UserMenu = lazyWithPreload(() =>
  import("@/features/auth/components/user-menu").then((m) => m.UserMenu),
);

// The bell and the mobile menu's links: signed-in only, loaded on demand too.
const NotificationBell = lazyWithPreload(() =>
  import("@/features/notifications/components/notification-bell").then(
    (m) => m.NotificationBell,
  ),
);
const MessagesHeaderLink = lazyWithPreload(() =>
  import("@/features/messages/components/messages-header-link").then(
    (m) => m.MessagesHeaderLink,
  ),
);
const MessagesNavLink = lazyWithPreload(() =>
  import("@/features/messages/components/messages-header-link").then(
    (m) => m.MessagesNavLink,
  ),
);
const NotificationsNavLink = lazyWithPreload(() =>
  import("@/features/notifications/components/notifications-nav-link").then(
    (m) => m.NotificationsNavLink,
  ),
);

/**
 * A part of the header loaded on demand: its skeleton while it loads, and
 * nothing if it cannot be fetched (offline) until it can: the rest of the
 * header and the page go on without it.
 */
function HeaderPart({
  loading,
  children,
}: {
  loading: ReactNode;
  children: ReactNode;
}) {
  return (
    <ChunkBoundary fallback={() => null}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ChunkBoundary>
  );
}

export function RootLayout() {
  const auth = useAuthState();
  // Online anywhere on the site while signed in (the hook sends nothing otherwise).
  usePresenceHeartbeat(SITE_ROOM);
  // A session ended from elsewhere signs this browser out at once.
  useSignOutEndedSession();
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
          <HeaderPart loading={<Skeleton className="size-9 rounded-full" />}>
            <MessagesHeaderLink />
            <NotificationBell />
          </HeaderPart>
        }
        signedInMenuFooter={(close) => (
          <HeaderPart loading={<Skeleton className="h-24 w-full" />}>
            <div className="flex flex-col gap-2">
              <MessagesNavLink onNavigate={close} />
              <NotificationsNavLink onNavigate={close} />
            </div>
          </HeaderPart>
        )}
        userMenu={
          <HeaderPart loading={<Skeleton className="size-9 rounded-full" />}>
            <UserMenu />
          </HeaderPart>
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
