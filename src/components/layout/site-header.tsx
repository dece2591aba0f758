import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { Skeleton } from "@/components/ui/skeleton";
import type { AuthState } from "@/hooks/use-auth-state";
import { useScrolled } from "@/hooks/use-scrolled";
import { cn } from "@/lib/cn";
import { AuthButtons } from "./auth-buttons";
import { MobileNav } from "./mobile-nav";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

/**
 * Sticky header: transparent at the top, solid with a subtle blur after 20px of
 * scroll. The signed-in pieces (notification bell, account menu, the mobile
 * menu's notifications link) are passed in by the app (the layout holds no data).
 */
export function SiteHeader({
  auth,
  userMenu,
  bell,
  signedInMenuFooter,
}: {
  auth: AuthState;
  userMenu?: ReactNode;
  bell?: ReactNode;
  signedInMenuFooter?: (close: () => void) => ReactNode;
}) {
  const scrolled = useScrolled(20);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 w-full border-b transition-colors duration-200",
        scrolled
          ? "border-border bg-background/85 backdrop-blur-md"
          : "border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks />
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {auth === "loading" ? (
            <Skeleton className="h-9 w-36" aria-hidden />
          ) : auth === "signedIn" ? (
            <>
              {bell}
              {userMenu}
            </>
          ) : (
            <AuthButtons className="hidden md:flex" />
          )}
          <MobileNav
            footer={
              auth === "signedOut"
                ? (close) => (
                    <AuthButtons
                      onNavigate={close}
                      className="flex-col items-stretch"
                    />
                  )
                : auth === "signedIn"
                  ? signedInMenuFooter
                  : undefined
            }
          />
        </div>
      </div>
    </header>
  );
}
