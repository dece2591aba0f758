import { useDocumentTitle } from "@/hooks/use-document-title";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { ProjectsPage } from "@/features/projects/components/projects-page";

// Only for a visitor who clicks Create Project: loaded with the auth dialog.
const InlineSignIn = lazyWithPreload(() =>
  import("@/features/auth/components/inline-sign-in").then(
    (m) => m.InlineSignIn,
  ),
);

export function ProjectsRoute() {
  useDocumentTitle("Projects");
  return (
    <ProjectsPage
      signIn={<InlineSignIn />}
      preloadSignIn={InlineSignIn.preload}
    />
  );
}
