import { Link } from "react-router-dom";
import { Highlight } from "@/components/highlight";
import { useMatchesSearch } from "@/hooks/use-matches-search";
import { Badge } from "@/components/ui/badge";
import type { SkillLink } from "@/lib/skill-links";

/**
 * The first `max` skills as badges, then '+N' for the rest. With `link`, each
 * skill is a link (to a list filtered by it); callers must not place these
 * inside another link.
 */
export function SkillBadges({
  skills,
  max,
  link,
}: {
  skills: readonly string[];
  max: number;
  link?: SkillLink;
}) {
  const matches = useMatchesSearch();
  if (skills.length === 0) return null;
  // In search results the skills that match come first, so the reason shows.
  const ordered = [
    ...skills.filter(matches),
    ...skills.filter((skill) => !matches(skill)),
  ];
  const shown = ordered.slice(0, max);
  const rest = ordered.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill}>
          {link === undefined ? (
            <Badge variant="secondary">
              <Highlight text={skill} />
            </Badge>
          ) : (
            <Badge
              variant="secondary"
              asChild
              // 44px to a finger, badge-sized to a mouse (as the menus do).
              className="min-h-11 px-3 md:min-h-6 md:px-2"
            >
              <Link to={link.to(skill)} aria-label={link.label(skill)}>
                <Highlight text={skill} />
              </Link>
            </Badge>
          )}
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <Badge variant="outline" title={ordered.slice(max).join(", ")}>
            +{rest}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
