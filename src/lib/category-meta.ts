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
    dot: "bg-category-development",
    tint: "bg-category-development/10 text-category-development",
    blurb: "Engineers who ship models, agents, APIs and apps.",
  },
  Design: {
    icon: Palette,
    dot: "bg-category-design",
    tint: "bg-category-design/10 text-category-design",
    blurb: "Product and UX designers who make AI feel human.",
  },
  Marketing: {
    icon: Megaphone,
    dot: "bg-category-marketing",
    tint: "bg-category-marketing/10 text-category-marketing",
    blurb: "Growth minds who put your launch in front of users.",
  },
  NoCode: {
    icon: Blocks,
    dot: "bg-category-nocode",
    tint: "bg-category-nocode/10 text-category-nocode",
    blurb: "Builders who turn workflows into products, fast.",
  },
  Other: {
    icon: Sparkles,
    dot: "bg-category-other",
    tint: "bg-category-other/10 text-category-other",
    blurb: "Domain experts, researchers and everyone in between.",
  },
};
