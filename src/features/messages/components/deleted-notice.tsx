/** In place of the composer when the other person deleted their account. */
export function DeletedNotice() {
  return (
    <p
      role="status"
      className="rounded-lg border border-border bg-muted/60 p-3 text-sm"
    >
      This member deleted their account. Your conversation stays here to read,
      but nobody can answer it.
    </p>
  );
}
