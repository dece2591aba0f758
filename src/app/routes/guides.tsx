import { GuidesPage } from "@/features/docs/components/guides-page";

export { GuidesPage as Component };
