/** What deleting the account does, in the dialog that confirms it (model/accountDeletion.ts does it). */
export function DeletionSummary() {
  return (
    <div className="grid gap-4 text-sm sm:grid-cols-2">
      <section aria-labelledby="deletion-goes">
        <h3 id="deletion-goes" className="mb-1 font-semibold">
          What is deleted
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Your sign-in, at once: every session ends.</li>
          <li>Your profile: it leaves Builders and search at once.</li>
          <li>
            Your follows, favourites, saved searches, notifications and
            activity.
          </li>
          <li>Your uploaded pictures and data exports.</li>
          <li>
            Your open projects close; your applications and invitations are
            withdrawn.
          </li>
        </ul>
      </section>
      <section aria-labelledby="deletion-stays">
        <h3 id="deletion-stays" className="mb-1 font-semibold">
          What stays
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          <li>
            Messages you sent and reviews you wrote stay with the people who got
            them, from &ldquo;Deleted member&rdquo;.
          </li>
          <li>
            Your past projects, closed, for the teams that worked on them.
          </li>
          <li>You can sign up again with this email, as a new account.</li>
        </ul>
      </section>
    </div>
  );
}
