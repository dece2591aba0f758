import { useDocumentTitle } from "@/hooks/use-document-title";
import { FeaturedProjects } from "@/features/projects/components/featured-projects";
import { HomePage } from "@/features/marketing/components/home-page";

export function Component() {
  useDocumentTitle();
  return <HomePage featuredProjects={<FeaturedProjects />} />;
}
