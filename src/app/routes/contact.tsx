import { ContactPage } from "@/features/contact/components/contact-page";

export { ContactPage as Component };
