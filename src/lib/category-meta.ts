import {
  Blocks,
  Code2,
  Megaphone,
  Palette,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import type { ProjectCategory } from "@convex/shared/constants";

/** How each project category looks: icon, dot and badge tint, one-line pitch. */
export const categoryMeta: Record<
  ProjectCategory,
  { icon: LucideIcon; dot: string; tint: string; blurb: string }
> = {
  Development: {
    icon: Code2,
    dot: "bg-blue-500",
    tint: "bg-blue-500/10 text-blue-700 dark:text-blue-300",
    blurb: "Engineers who ship models, agents, APIs and apps.",
  },
  Design: {
    icon: Palette,
    dot: "bg-pink-500",
    tint: "bg-pink-500/10 text-pink-700 dark:text-pink-300",
    blurb: "Product and UX designers who make AI feel human.",
  },
  Marketing: {
    icon: Megaphone,
    dot: "bg-amber-500",
    tint: "bg-amber-500/10 text-amber-800 dark:text-amber-300",
    blurb: "Growth minds who put your launch in front of users.",
  },
  NoCode: {
    icon: Blocks,
    dot: "bg-emerald-500",
    tint: "bg-emerald-500/10 text-emerald-800 dark:text-emerald-300",
    blurb: "Builders who turn workflows into products, fast.",
  },
  Other: {
    icon: Sparkles,
    dot: "bg-slate-500",
    tint: "bg-slate-500/10 text-slate-700 dark:text-slate-300",
    blurb: "Domain experts, researchers and everyone in between.",
  },
};
