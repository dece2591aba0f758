import { DocumentationPage } from "@/features/docs/components/documentation-page";

export { DocumentationPage as Component };
