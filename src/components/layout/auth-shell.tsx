import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Logo } from "@/components/logo";
import { paths } from "@/config/paths";

/** Sign-in and sign-up live outside the site layout, with their own header and footer. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <Link
          to={paths.home}
          className="flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to home
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 shadow-card sm:p-8">
          <h1 className="text-h2 font-semibold tracking-tight">{title}</h1>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">{subtitle}</p>
          {children}
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} Buildmates ·{" "}
        <Link
          to={paths.privacy}
          className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-foreground"
        >
          Privacy
        </Link>{" "}
        ·{" "}
        <Link
          to={paths.terms}
          className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-foreground"
        >
          Terms
        </Link>
      </footer>
    </div>
  );
}
