import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTheme } from "@/hooks/use-theme";

/**
 * The header's light/dark switch. A click picks the other theme and keeps it;
 * Settings → Appearance goes back to following the system.
 */
export function ThemeToggle() {
  const { dark, setPreference } = useTheme();
  const Icon = dark ? Sun : Moon;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-11 rounded-full md:size-9"
      aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={() => setPreference(dark ? "light" : "dark")}
    >
      <Icon aria-hidden />
    </Button>
  );
}
