import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge only knows Tailwind's default theme. Teach it the custom
 * scales from `src/styles/globals.css`, otherwise e.g. `text-display` would
 * be read as a text colour and silently drop `text-foreground`.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display", "h1", "h2", "h3", "body", "small"],
      shadow: ["card", "card-hover"],
      ease: ["snappy"],
      animate: [
        "fade-in",
        "fade-out",
        "zoom-in",
        "zoom-out",
        "pop-in",
        "pop-out",
        "enter",
        "slide-in-from-top",
        "slide-in-from-right",
        "slide-in-from-bottom",
        "slide-in-from-left",
        "slide-out-to-top",
        "slide-out-to-right",
        "slide-out-to-bottom",
        "slide-out-to-left",
      ],
    },
  },
});

/** Join class names conditionally and resolve Tailwind conflicts (last wins). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
