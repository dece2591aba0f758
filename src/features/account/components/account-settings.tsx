import { ProfilePhotoCard } from "./profile-photo-card";

/** Settings' Account section: its own heading, then the account's cards. */
export function AccountSettings() {
  return (
    <section aria-labelledby="account-settings-heading" className="mt-10">
      <h2
        id="account-settings-heading"
        className="mb-4 text-h2 font-semibold tracking-tight"
      >
        Account
      </h2>
      <div className="flex flex-col gap-6">
        <ProfilePhotoCard />
      </div>
    </section>
  );
}
