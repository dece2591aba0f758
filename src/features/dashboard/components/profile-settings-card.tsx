import { ProfileSettings } from "./profile-settings";
import { SectionCard } from "./section-card";

/** The Settings tab and the /settings page: the profile form in a card. */
export function ProfileSettingsCard() {
  return (
    <SectionCard
      title="Profile Settings"
      description="This is how other builders see you on Buildmates."
      className="w-full max-w-3xl"
    >
      <ProfileSettings />
    </SectionCard>
  );
}
