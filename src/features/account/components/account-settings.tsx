import { ChangeEmailCard } from "./change-email-card";
import { ChangePasswordCard } from "./change-password-card";
import { DataExportCard } from "./data-export-card";
import { DeleteAccountCard } from "./delete-account-card";
import { ProfilePhotoCard } from "./profile-photo-card";
import { SessionsCard } from "./sessions-card";

/**
 * The Account section of /settings: the member's photo, how they sign in
 * and where, what they can do with their data, and deleting the account.
 */
export function AccountSettings() {
  return (
    <section aria-labelledby="account-settings-heading" className="mt-10">
      <h2
        id="account-settings-heading"
        className="text-h2 font-semibold tracking-tight"
      >
        Account
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Your photo, your password, your sign-in email, where you are signed in,
        and your data.
      </p>
      <div className="mt-4 flex flex-col gap-6">
        <ProfilePhotoCard />
        <ChangePasswordCard />
        <ChangeEmailCard />
        <SessionsCard />
        <DataExportCard />
        <DeleteAccountCard />
      </div>
    </section>
  );
}
