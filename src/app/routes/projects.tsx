import { useDocumentTitle } from "@/hooks/use-document-title";
import { InlineSignIn } from "@/features/auth/components/inline-sign-in";
import { ProjectsPage } from "@/features/projects/components/projects-page";

export function Component() {
  useDocumentTitle("Projects");
  return <ProjectsPage signIn={<InlineSignIn />} />;
}
