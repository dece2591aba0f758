import { FeaturedProjects } from "@/features/projects/components/featured-projects";
import { HomePage } from "@/features/marketing/components/home-page";

export function Component() {
  return <HomePage featuredProjects={<FeaturedProjects />} />;
}
