import { Badge } from "@/components/ui/badge";

/** The first `max` skills as badges, then '+N' for the rest. */
export function SkillBadges({
  skills,
  max,
}: {
  skills: readonly string[];
  max: number;
}) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, max);
  const rest = skills.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <Badge variant="outline" title={skills.slice(max).join(", ")}>
            +{rest}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
