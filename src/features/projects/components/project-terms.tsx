import {
  DURATION_LABELS,
  formatCommitment,
  formatCompensation,
  STAGE_LABELS,
} from "@convex/shared/projectTerms";
import type { ProjectSummary } from "@/lib/api-types";
import { zoneLabel } from "@/lib/time-zones";

type Terms = Pick<
  ProjectSummary,
  | "commitment"
  | "timeZones"
  | "remoteOk"
  | "compensation"
  | "stage"
  | "duration"
>;

/** Each stated term as [label, text]; a time zone range with both ends' UTC offsets. */
function termRows(terms: Terms): [string, string][] {
  const rows: [string, string | null][] = [
    ["Commitment", terms.commitment && formatCommitment(terms.commitment)],
    [
      "Time zone",
      terms.timeZones &&
        (terms.timeZones.from === terms.timeZones.to
          ? zoneLabel(terms.timeZones.from)
          : `${zoneLabel(terms.timeZones.from)} to ${zoneLabel(terms.timeZones.to)}`),
    ],
    [
      "Remote",
      terms.remoteOk === null
        ? null
        : terms.remoteOk
          ? "Remote is fine"
          : "In person",
    ],
    [
      "Compensation",
      terms.compensation && formatCompensation(terms.compensation),
    ],
    ["Stage", terms.stage && STAGE_LABELS[terms.stage]],
    ["Duration", terms.duration && DURATION_LABELS[terms.duration]],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** The project's terms on its page, those stated; nothing when it states none. */
export function ProjectTerms({ project }: { project: Terms }) {
  const rows = termRows(project);
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="project-terms-heading"
      className="flex flex-col gap-3"
    >
      <h2 id="project-terms-heading" className="text-h3 font-semibold">
        Terms
      </h2>
      <dl className="grid gap-4 rounded-xl border border-border p-5 sm:grid-cols-2">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 font-medium">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
