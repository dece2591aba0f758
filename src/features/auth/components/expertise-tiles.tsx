import {
  Blocks,
  Code2,
  HeartPulse,
  Megaphone,
  Palette,
  Sparkles,
  Check,
  type LucideIcon,
} from "lucide-react";
import { EXPERTISE_OPTIONS, type ExpertiseId } from "@convex/shared/constants";
import { cn } from "@/lib/cn";

const icons: Record<ExpertiseId, LucideIcon> = {
  dev: Code2,
  design: Palette,
  marketing: Megaphone,
  nocode: Blocks,
  healthcare: HeartPulse,
  other: Sparkles,
};

/** Multi-select tiles: each is a toggle button (aria-pressed). */
export function ExpertiseTiles({
  selected,
  onToggle,
}: {
  selected: readonly ExpertiseId[];
  onToggle: (id: ExpertiseId) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {EXPERTISE_OPTIONS.map(({ id, label }) => {
        const Icon = icons[id];
        const on = selected.includes(id);
        return (
          <button
            key={id}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(id)}
            className={cn(
              "relative flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border p-3 text-sm font-medium transition-colors duration-150",
              on
                ? "border-primary bg-primary/10 text-primary"
                : "border-border hover:bg-muted",
            )}
          >
            {on ? (
              <Check aria-hidden className="absolute top-2 right-2 size-3.5" />
            ) : null}
            <Icon aria-hidden className="size-5" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
