import { SignInPage } from "@/features/auth/components/sign-in-page";

export { SignInPage as Component };
