import { Link } from "react-router-dom";
import { Logo } from "@/components/logo";
import { CompanySocialLinks } from "@/components/company-social-links";
import { paths } from "@/config/paths";
import { useAuthState } from "@/hooks/use-auth-state";
import { FooterActions } from "./footer-actions";

const columns = [
  {
    title: "Resources",
    links: [
      { label: "Documentation", to: paths.documentation },
      { label: "Guides", to: paths.guides },
      { label: "API Reference", to: paths.apiReference },
      { label: "Support", to: paths.contact },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: paths.about },
      { label: "Blog", to: paths.blog },
      { label: "Careers", to: paths.careers },
      { label: "Press", to: paths.press },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy", to: paths.privacy },
      { label: "Terms", to: paths.terms },
      { label: "Cookie Policy", to: paths.cookiePolicy },
      { label: "Licenses", to: paths.licenses },
    ],
  },
] as const;

export function SiteFooter() {
  const auth = useAuthState();
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Matching visionaries with AI builders to create innovative solutions
            that shape the future.
          </p>
          <CompanySocialLinks className="-ml-3" />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 min-w-11 items-center text-sm text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-sm text-muted-foreground">
            © {new Date().getFullYear()} Buildmates. All rights reserved.
          </p>
          <FooterActions auth={auth} />
        </div>
      </div>
    </footer>
  );
}
