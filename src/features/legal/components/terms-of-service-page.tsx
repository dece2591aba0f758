import { termsOfService } from "../content/terms-of-service";
import { LegalDocument } from "./legal-document";

/** Shown at /terms and /licenses (open-source licenses are a section). */
export function TermsOfServicePage() {
  return <LegalDocument content={termsOfService} />;
}
