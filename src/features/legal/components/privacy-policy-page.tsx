import { privacyPolicy } from "../content/privacy-policy";
import { LegalDocument } from "./legal-document";

/** Shown at /privacy and /cookie-policy (the cookie policy is a section). */
export function PrivacyPolicyPage() {
  return <LegalDocument content={privacyPolicy} />;
}
