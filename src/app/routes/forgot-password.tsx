import { useDocumentTitle } from "@/hooks/use-document-title";
import { ForgotPasswordPage } from "@/features/auth/components/forgot-password-page";

export function Component() {
  useDocumentTitle("Reset your password");
  return <ForgotPasswordPage />;
}
