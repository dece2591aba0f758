import type { ReactNode } from "react";

/**
 * What one query's result shows: `loading` while it is undefined (the
 * skeleton), `notFound` when it is null (the server found nothing), else
 * `children` made from the value.
 */
export function QueryResult<T>({
  value,
  loading,
  notFound,
  children,
}: {
  value: T | null | undefined;
  loading: ReactNode;
  notFound: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (value === undefined) return loading;
  if (value === null) return notFound;
  return children(value);
}
