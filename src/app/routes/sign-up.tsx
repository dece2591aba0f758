import { useDocumentTitle } from "@/hooks/use-document-title";
import { SignUpPage } from "@/features/auth/components/sign-up-page";

export function Component() {
  useDocumentTitle("Sign up");
  return <SignUpPage />;
}
