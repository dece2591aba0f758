import { useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { privacyPolicy } from "../content/privacy-policy";
import { LegalDocument } from "./legal-document";

const FOCUS = { title: "Cookie Policy", sectionId: "cookies" };

/** Shown at /privacy and /cookie-policy (the cookie policy is a section). */
export function PrivacyPolicyPage() {
  const { pathname } = useLocation();
  return (
    <LegalDocument
      content={privacyPolicy}
      focus={pathname === paths.cookiePolicy ? FOCUS : undefined}
    />
  );
}
