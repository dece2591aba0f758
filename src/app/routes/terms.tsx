import { TermsOfServicePage } from "@/features/legal/components/terms-of-service-page";

export { TermsOfServicePage as Component };
