import { BuilderProfilePage } from "@/features/builders/components/builder-profile-page";

export { BuilderProfilePage as Component };
