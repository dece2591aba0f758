import { PrivacyPolicyPage } from "@/features/legal/components/privacy-policy-page";

export { PrivacyPolicyPage as Component };
