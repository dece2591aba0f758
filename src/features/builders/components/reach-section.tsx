import { Code2, Globe } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { PROFILE_LINK_LABELS } from "@convex/shared/profileLinks";
import { LinkedInIcon } from "@/components/social-icons";
import type { BuilderRow } from "../lib/types";

const ICONS: Record<
  keyof typeof PROFILE_LINK_LABELS,
  ComponentType<SVGProps<SVGSVGElement>>
> = {
  website: Globe,
  github: Code2,
  linkedin: LinkedInIcon,
};

/**
 * The ways to reach a builder besides messages: their links. The server sends
 * none to someone either of them blocked.
 */
export function ReachSection({ builder }: { builder: BuilderRow }) {
  const links = (
    Object.keys(PROFILE_LINK_LABELS) as (keyof typeof PROFILE_LINK_LABELS)[]
  ).flatMap((key) => {
    const url = builder.links[key];
    return url ? [{ key, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="builder-reach" className="flex flex-col gap-3">
      <h2 id="builder-reach" className="text-h3 font-semibold">
        Find {builder.name.split(" ")[0]} online
      </h2>
      <ul className="flex flex-col gap-1">
        {links.map(({ key, url }) => {
          const Icon = ICONS[key];
          return (
            <li key={key}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="flex min-h-11 items-center gap-2 text-sm hover:underline"
              >
                <Icon aria-hidden className="size-4 text-muted-foreground" />
                <span className="font-medium">{PROFILE_LINK_LABELS[key]}</span>
                <span className="truncate text-muted-foreground">
                  {url.replace(/^https:\/\//, "")}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
