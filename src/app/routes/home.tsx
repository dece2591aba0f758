import { HomePage } from "@/features/marketing/components/home-page";

export { HomePage as Component };
