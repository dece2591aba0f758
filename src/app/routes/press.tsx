import { PressPage } from "@/features/marketing/components/press-page";

export { PressPage as Component };
