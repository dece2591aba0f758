import { Link } from "react-router-dom";
import { dashboardTabHref } from "../lib/dashboard-tabs";
import type { ProfileCompleteness } from "../lib/profile-completeness";

/** Profile completeness as a bar, with the next thing to fill in. */
export function CompletenessMeter({
  completeness: { percent, missing },
}: {
  completeness: ProfileCompleteness;
}) {
  const next = missing[0];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id="profile-completeness-label" className="font-medium">
          Profile completeness
        </span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="profile-completeness-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      {next === undefined ? (
        <p className="text-xs text-muted-foreground">
          Your profile is complete.
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          Next:{" "}
          <Link
            to={dashboardTabHref("settings")}
            className="font-medium text-primary hover:underline"
          >
            {next}
          </Link>
        </p>
      )}
    </div>
  );
}
