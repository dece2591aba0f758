import { ProfilePhotoCard } from "./profile-photo-card";

/** Settings' Account section: the member's own account, each part a card. */
export function AccountSettings() {
  return (
    <section
      aria-labelledby="account-settings-heading"
      className="mt-10 flex w-full flex-col gap-6"
    >
      <h2 id="account-settings-heading" className="text-h2">
        Account
      </h2>
      <ProfilePhotoCard />
    </section>
  );
}
