import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";

/**
 * The skills field's listbox (SkillsInput owns focus, keys and the value).
 * It sits in the page's flow below the field rather than over the page: it
 * pushes what follows down (a form's submit button, typically) instead of
 * covering it, so a click always lands on what it was aimed at. Opening, it
 * is brought into view (in a dialog the field may be low), and so is the
 * active option.
 */
export function SkillSuggestionList({
  id,
  optionId,
  open,
  suggestions,
  activeIndex,
  onActivate,
  onPick,
}: {
  id: string;
  /** Each option's element id (the field's `aria-activedescendant`). */
  optionId: (index: number) => string;
  open: boolean;
  suggestions: readonly string[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onPick: (skill: string) => void;
}) {
  const listbox = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) listbox.current?.scrollIntoView?.({ block: "nearest" });
  }, [open]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document
      .getElementById(optionId(activeIndex))
      ?.scrollIntoView?.({ block: "nearest" });
  });

  return (
    <ul
      ref={listbox}
      id={id}
      role="listbox"
      aria-label="Skill suggestions"
      hidden={!open}
      className="mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {open
        ? suggestions.map((skill, index) => (
            <li
              key={skill}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keep focus (and the caret) in the input while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onActivate(index)}
              onClick={() => onPick(skill)}
              className={cn(
                "flex min-h-11 cursor-pointer items-center rounded-sm px-3 text-sm",
                index === activeIndex && "bg-accent text-accent-foreground",
              )}
            >
              {skill}
            </li>
          ))
        : null}
    </ul>
  );
}
