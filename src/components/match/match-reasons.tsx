import { AlertCircle, Check, Minus, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { Match } from "@/lib/api-types";
import { cn } from "@/lib/cn";

type Tone = Match["reasons"][number]["tone"];

const TONE_STYLE = {
  positive: {
    icon: Check,
    className: "text-success",
    text: "",
    spoken: "For: ",
  },
  neutral: {
    icon: Minus,
    className: "text-muted-foreground",
    text: "",
    spoken: "",
  },
  negative: {
    icon: AlertCircle,
    className: "text-destructive",
    text: "font-medium text-destructive",
    spoken: "Against: ",
  },
} as const satisfies Record<
  Tone,
  { icon: LucideIcon; className: string; text: string; spoken: string }
>;

/**
 * The reasons, as the server wrote them (they are already phrased for the
 * reader), each marked by its tone (for, neutral, against) with an icon as
 * well as colour, then the missing skills as chips.
 */
export function MatchReasons({ match }: { match: Match }) {
  const missingId = useId();
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Why" className="flex flex-col gap-1.5 text-sm">
        {match.reasons.map((reason, index) => {
          const tone = TONE_STYLE[reason.tone];
          const Icon = tone.icon;
          return (
            <li
              key={`${reason.kind}-${index}`}
              className={cn("flex items-start gap-2", tone.text)}
            >
              <Icon
                aria-hidden
                className={cn("mt-0.5 size-4 shrink-0", tone.className)}
              />
              <span>
                {tone.spoken ? (
                  <span className="sr-only">{tone.spoken}</span>
                ) : null}
                {reason.text}
              </span>
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
