import { useAuthActions } from "@convex-dev/auth/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/lib/toast";
import type { ExpertiseId } from "@convex/shared/constants";
import { AuthShell } from "@/components/layout/auth-shell";
import { paths } from "@/config/paths";
import { clearFormError, showFormError } from "@/lib/form-toasts";
import { toUserMessage } from "@/lib/to-user-message";
import { checkAccountDetails, type AccountDetails } from "../lib/sign-up-rules";
import { AccountDetailsStep } from "./account-details-step";
import { ProfileStep } from "./profile-step";
import type { SignInPageState } from "./sign-in-page";
import { logUnexpectedError } from "@/lib/log-unexpected-error";
import { useDocumentTitle } from "@/hooks/use-document-title";

const FORM = "sign-up";

const empty: AccountDetails = {
  name: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/**
 * Two-step sign-up. Signing up signs nobody in, and answers the same whether or
 * not the email already has an account (so the page cannot be used to find out):
 * the user then goes to /sign-in (spec: "Afterwards the user goes to
 * /sign-in"), which asks for the code from the email. Errors show beside
 * their fields (step 1) or above Create Account (the server's, step 2), and
 * in the spec's toasts.
 */
export function SignUpPage() {
  useDocumentTitle("Sign up");
  const { signIn } = useAuthActions();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [details, setDetails] = useState(empty);
  const [expertise, setExpertise] = useState<ExpertiseId[]>([]);
  const [bio, setBio] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The fields show their own errors; the spec's toast says the first rule broken.
  const onInvalid = (next: AccountDetails) => {
    const problem = checkAccountDetails(next);
    if (problem) {
      showFormError(FORM, problem.title, { description: problem.description });
    } else {
      clearFormError(FORM);
    }
  };

  const onContinue = (next: AccountDetails) => {
    setDetails(next);
    clearFormError(FORM);
    setStep(2);
  };

  const toggle = (id: ExpertiseId) =>
    setExpertise((current) =>
      current.includes(id) ? current.filter((e) => e !== id) : [...current, id],
    );

  const createAccount = async () => {
    setBusy(true);
    setError(null);
    try {
      await signIn("password", {
        flow: "signUp",
        email: details.email,
        password: details.password,
        name: details.name,
        expertise,
        bio: bio.trim(),
      });
      clearFormError(FORM);
      toast.success("Account created", {
        description: "Please check your email to verify your account.",
      });
      const state: SignInPageState = { email: details.email, verify: true };
      void navigate(paths.signIn, { state });
    } catch (failure) {
      logUnexpectedError("Sign up failed", failure);
      const message = toUserMessage(
        failure,
        "An error occurred during sign up",
      );
      setError(message);
      showFormError(FORM, "Sign up failed", { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title={step === 1 ? "Create your account" : "Tell us about you"}
      subtitle={
        step === 1
          ? "Step 1 of 2: your account details."
          : "Step 2 of 2: your expertise helps the right projects find you."
      }
    >
      {step === 1 ? (
        <AccountDetailsStep
          initial={details}
          onContinue={onContinue}
          onInvalid={onInvalid}
        />
      ) : (
        <ProfileStep
          expertise={expertise}
          onToggleExpertise={toggle}
          bio={bio}
          onBioChange={setBio}
          busy={busy}
          error={error}
          onBack={() => {
            setError(null);
            setStep(1);
          }}
          onSubmit={() => void createAccount()}
        />
      )}
    </AuthShell>
  );
}
