import { BlogPage } from "@/features/marketing/components/blog-page";

export { BlogPage as Component };
