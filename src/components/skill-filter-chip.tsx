import { X } from "lucide-react";
import { canonicalSkill } from "@convex/shared/skills";
import { Button } from "@/components/ui/button";

/**
 * The active `?skill=` filter of a list, shown as a chip with a button that
 * removes it. Shows the catalogue's name for what the URL spells.
 */
export function SkillFilterChip({
  skill,
  onRemove,
}: {
  skill: string;
  onRemove: () => void;
}) {
  const name = canonicalSkill(skill);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Filtered by skill:</span>
      <span className="inline-flex items-center gap-1 rounded-md bg-secondary py-0.5 pl-3 font-medium text-secondary-foreground">
        {name}
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove the skill filter ${name}`}
          className="hover:bg-secondary/70"
        >
          <X aria-hidden />
        </Button>
      </span>
    </div>
  );
}
