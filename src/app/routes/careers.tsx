import { CareersPage } from "@/features/marketing/components/careers-page";

export { CareersPage as Component };
