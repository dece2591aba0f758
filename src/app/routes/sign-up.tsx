import { SignUpPage } from "@/features/auth/components/sign-up-page";

export { SignUpPage as Component };
