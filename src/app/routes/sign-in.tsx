import { useDocumentTitle } from "@/hooks/use-document-title";
import { SignInPage } from "@/features/auth/components/sign-in-page";

export function Component() {
  useDocumentTitle("Sign in");
  return <SignInPage />;
}
