import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { useTheme } from "@/hooks/use-theme";
import { cn } from "@/lib/cn";
import { THEME_PREFERENCES, type ThemePreference } from "@/lib/theme";
import { SectionCard } from "./section-card";

const OPTIONS: Record<ThemePreference, { label: string; icon: LucideIcon }> = {
  system: { label: "System", icon: Monitor },
  light: { label: "Light", icon: Sun },
  dark: { label: "Dark", icon: Moon },
};

/** Settings' Appearance section: follow the system's theme, or keep light or dark (this browser). */
export function AppearanceSettings() {
  const { preference, setPreference } = useTheme();
  return (
    <SectionCard
      title="Appearance"
      description="The theme of Buildmates in this browser. System follows your device's light or dark setting."
      className="mt-6"
    >
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="flex flex-wrap gap-2">
          {THEME_PREFERENCES.map((value) => {
            const { label, icon: Icon } = OPTIONS[value];
            return (
              <label
                key={value}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  preference === value && "border-primary bg-accent",
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={preference === value}
                  onChange={() => setPreference(value)}
                  className="sr-only"
                />
                <Icon aria-hidden className="size-4" />
                {label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </SectionCard>
  );
}
