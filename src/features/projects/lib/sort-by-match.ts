/**
 * Projects ordered by the viewer's match score, best first; projects without
 * a score (their own) go last. Stable, so equal scores keep the server's
 * order (newest or most relevant first).
 */
export function sortByMatch<T extends { match: { score: number } | null }>(
  projects: readonly T[],
): T[] {
  return projects
    .map((project, index) => ({ project, index }))
    .sort(
      (a, b) =>
        (b.project.match?.score ?? -1) - (a.project.match?.score ?? -1) ||
        a.index - b.index,
    )
    .map(({ project }) => project);
}
