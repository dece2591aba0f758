import { BuildersPage } from "@/features/builders/components/builders-page";

export { BuildersPage as Component };
