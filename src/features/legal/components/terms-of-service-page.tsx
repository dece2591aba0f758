import { useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { termsOfService } from "../content/terms-of-service";
import { LegalDocument } from "./legal-document";

const FOCUS = { title: "Open-source Licenses", sectionId: "licenses" };

/** Shown at /terms and /licenses (open-source licenses are a section). */
export function TermsOfServicePage() {
  const { pathname } = useLocation();
  return (
    <LegalDocument
      content={termsOfService}
      focus={pathname === paths.licenses ? FOCUS : undefined}
    />
  );
}
