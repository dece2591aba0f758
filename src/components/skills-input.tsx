import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { suggestSkills } from "@convex/shared/skills";
import { Input } from "@/components/ui/input";
import { useFocusThroughPress } from "@/hooks/use-focus-through-press";
import { otherTokens, replaceToken, tokenAt } from "@/lib/skill-tokens";
import { SkillSuggestionList } from "./skill-suggestion-list";

const MAX_SUGGESTIONS = 8;

type SkillsInputProps = Omit<
  ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "role" | "type"
> & {
  /** Controlled text; omit it (and pass `defaultValue`) for a form-data field. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * The skills field: comma-separated text, as the forms' schemas read it, with
 * completion from the skills catalogue for the skill being typed (the WAI-ARIA
 * combobox pattern with a listbox popup). Arrow keys move through the
 * suggestions, Enter or Tab (or a click) puts the canonical name in place of
 * what was typed and adds ", "; Escape closes the list. Free text stays free.
 * Our own rather than a library's combobox: the value is the whole text, and
 * a suggestion replaces only the token at the caret, which the common
 * combobox components (one value per field) do not model.
 *
 * The list sits in the flow below the field, never over what follows it
 * (SkillSuggestionList). It closes when focus leaves the field; a press
 * elsewhere closes it on release, after its click (useFocusThroughPress).
 */
export function SkillsInput({
  value: controlled,
  defaultValue = "",
  onValueChange,
  className,
  onKeyDown,
  ...inputProps
}: SkillsInputProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const [caret, setCaret] = useState(value.length);
  const { focused, onFocus, onBlur } = useFocusThroughPress<HTMLInputElement>();
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const token = tokenAt(value, caret).text;
  const suggestions = suggestSkills(
    token,
    MAX_SUGGESTIONS,
    otherTokens(value, caret),
  );
  const open = focused && !dismissed && suggestions.length > 0;
  const activeIndex = open && active < suggestions.length ? active : -1;

  const setValue = (next: string) => {
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const pick = (skill: string) => {
    const next = replaceToken(value, caret, skill);
    setValue(next.value);
    setCaret(next.caret);
    pendingCaret.current = next.caret;
    setActive(-1);
    setDismissed(true);
  };

  // After a pick, the caret goes after the inserted name (React set the value).
  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    inputRef.current?.setSelectionRange(
      pendingCaret.current,
      pendingCaret.current,
    );
    pendingCaret.current = null;
  });

  // Escape closes the list, and only the list: a capture listener on window
  // runs before the dialog's own Escape handler (Radix listens on document,
  // capture phase) and marks the key handled, so the dialog stays open.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inputRef.current) return;
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () =>
      window.removeEventListener("keydown", onEscape, { capture: true });
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === "ArrowDown";
      setDismissed(false);
      setActive(
        !open || activeIndex < 0
          ? down
            ? 0
            : count - 1
          : (activeIndex + (down ? 1 : count - 1)) % count,
      );
    } else if (
      (event.key === "Enter" || event.key === "Tab") &&
      activeIndex >= 0
    ) {
      // Enter picks instead of submitting; Tab picks and moves on (APG).
      if (event.key === "Enter") event.preventDefault();
      pick(suggestions[activeIndex]!);
    }
  };

  return (
    <div>
      <Input
        {...inputProps}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={
          activeIndex >= 0 ? optionId(activeIndex) : undefined
        }
        className={className}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setCaret(event.target.selectionStart ?? event.target.value.length);
          setDismissed(false);
          setActive(-1);
        }}
        onSelect={(event) =>
          setCaret(event.currentTarget.selectionStart ?? value.length)
        }
        onFocus={onFocus}
        onBlur={(event) => {
          onBlur(event);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
      />
      <SkillSuggestionList
        id={listboxId}
        optionId={optionId}
        open={open}
        suggestions={suggestions}
        activeIndex={activeIndex}
        onActivate={setActive}
        onPick={pick}
      />
    </div>
  );
}
