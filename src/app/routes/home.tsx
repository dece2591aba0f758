import { useDocumentTitle } from "@/hooks/use-document-title";
import { FeaturedProjects } from "@/features/projects/components/featured-projects";
import { HeroBestMatches } from "@/features/projects/components/hero-best-matches";
import { HomePage } from "@/features/marketing/components/home-page";

export function HomeRoute() {
  useDocumentTitle();
  return (
    <HomePage
      featuredProjects={<FeaturedProjects />}
      bestMatches={<HeroBestMatches />}
    />
  );
}
