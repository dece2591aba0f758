import { InlineSignIn } from "@/features/auth/components/inline-sign-in";
import { ProjectsPage } from "@/features/projects/components/projects-page";

export function Component() {
  return <ProjectsPage signIn={<InlineSignIn />} />;
}
