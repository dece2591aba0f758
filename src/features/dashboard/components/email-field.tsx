import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";

/** The account email, shown read-only: Settings → Account changes it. */
export function EmailField({ email }: { email: string | null }) {
  return (
    <FormField
      id="profile-email"
      label="Email"
      hint="Change your sign-in email in Settings, under Account."
    >
      <Input
        id="profile-email"
        type="email"
        value={email ?? ""}
        readOnly
        aria-describedby="profile-email-hint"
        className="bg-muted text-muted-foreground"
      />
    </FormField>
  );
}
