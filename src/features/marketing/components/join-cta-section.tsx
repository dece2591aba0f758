import { paths } from "@/config/paths";
import { CtaSection } from "./cta-section";

/** Closing call to action of the About page: join, or look around first. */
export function JoinCtaSection() {
  return (
    <CtaSection
      id="join"
      title="Join the Buildmates community"
      body="Whether you have an idea that needs a team or skills looking for a project, your next collaboration starts here."
      primary={{ label: "Join Buildmates", to: paths.signUp }}
      secondary={{ label: "Explore Projects", to: paths.projects }}
    />
  );
}
