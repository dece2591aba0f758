import { AboutPage } from "@/features/marketing/components/about-page";

export { AboutPage as Component };
