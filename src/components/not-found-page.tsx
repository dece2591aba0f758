import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle("Page not found");
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      pathname,
    );
  }, [pathname]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <p className="text-sm font-medium text-primary">404</p>
      <h1 className="text-h1 font-semibold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild>
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
