import { Fragment, type ReactNode } from "react";

/**
 * A grid of skeletons while a list loads: busy for assistive technology, with
 * `label` announced once as its status.
 */
export function LoadingGrid({
  label,
  count,
  skeleton,
  className,
}: {
  label: string;
  count: number;
  skeleton: ReactNode;
  /** The grid's layout, the same as the loaded list's. */
  className: string;
}) {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div className={className}>
        {Array.from({ length: count }, (_, i) => (
          <Fragment key={i}>{skeleton}</Fragment>
        ))}
      </div>
    </div>
  );
}
