const formatter = new Intl.NumberFormat("en-US");

/** "1,204", or "25+" when the server only counted up to a cap. */
export function formatCount(count: number, more = false): string {
  return `${formatter.format(count)}${more ? "+" : ""}`;
}

/** "1 follower" / "3 followers". */
export function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
