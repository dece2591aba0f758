import type { FormEvent } from "react";
import type { ExpertiseId } from "@convex/shared/constants";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { ExpertiseTiles } from "./expertise-tiles";

const ERROR_ID = "sign-up-error";

/**
 * Sign-up step 2: expertise (may be empty) and an optional bio; a failed
 * Create Account's reason above the button (an alert, describing the form).
 */
export function ProfileStep({
  expertise,
  onToggleExpertise,
  bio,
  onBioChange,
  busy,
  error,
  onBack,
  onSubmit,
}: {
  expertise: readonly ExpertiseId[];
  onToggleExpertise: (id: ExpertiseId) => void;
  bio: string;
  onBioChange: (bio: string) => void;
  busy: boolean;
  /** Why the last Create Account failed (the server's message), shown above the button. */
  error: string | null;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      aria-describedby={error === null ? undefined : ERROR_ID}
      className="flex flex-col gap-5"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">
          Your expertise{" "}
          <span className="text-muted-foreground">(choose any)</span>
        </legend>
        <ExpertiseTiles selected={expertise} onToggle={onToggleExpertise} />
      </fieldset>
      <FormField
        id="bio"
        label={
          <>
            Bio <span className="text-muted-foreground">(optional)</span>
          </>
        }
      >
        <Textarea
          id="bio"
          name="bio"
          value={bio}
          maxLength={1000}
          onChange={(e) => onBioChange(e.target.value)}
          placeholder="What do you build, and what do you want to build next?"
          className="min-h-[100px]"
        />
      </FormField>
      {error === null ? null : (
        <p id={ERROR_ID} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Creating account..." : "Create Account"}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
        ← Go back
      </Button>
    </form>
  );
}
