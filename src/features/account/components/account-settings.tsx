import { DeleteAccountCard } from "./delete-account-card";

/** Settings' Account section: the member's own account, under its own heading. */
export function AccountSettings() {
  return (
    <section aria-labelledby="account-settings" className="mt-10">
      <h2 id="account-settings" className="mb-4 text-h2">
        Account
      </h2>
      <div className="flex flex-col gap-6">
        <DeleteAccountCard />
      </div>
    </section>
  );
}
