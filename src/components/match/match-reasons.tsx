import { AlertCircle, Check } from "lucide-react";
import { useId } from "react";
import type { Match } from "@/lib/api-types";
import { cn } from "@/lib/cn";

/**
 * The reasons, as the server wrote them (they are already phrased for the
 * reader), then the missing skills as chips. Missing is marked by an icon and
 * its words, not by colour alone.
 */
export function MatchReasons({ match }: { match: Match }) {
  const missingId = useId();
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Why" className="flex flex-col gap-1.5 text-sm">
        {match.reasons.map((reason, index) => {
          const missing = reason.kind === "missing";
          const Icon = missing ? AlertCircle : Check;
          return (
            <li
              key={`${reason.kind}-${index}`}
              className={cn(
                "flex items-start gap-2",
                missing && "font-medium text-destructive",
              )}
            >
              <Icon
                aria-hidden
                className={cn(
                  "mt-0.5 size-4 shrink-0",
                  missing ? "text-destructive" : "text-success",
                )}
              />
              {reason.text}
            </li>
          );
        })}
      </ul>
      {match.missingSkills.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p id={missingId} className="text-sm font-medium">
            Missing skills
          </p>
          <ul aria-labelledby={missingId} className="flex flex-wrap gap-1.5">
            {match.missingSkills.map((skill) => (
              <li
                key={skill}
                className="rounded-md border border-destructive/40 bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
