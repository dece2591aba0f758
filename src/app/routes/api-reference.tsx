import { ApiReferencePage } from "@/features/docs/components/api-reference-page";

export { ApiReferencePage as Component };
