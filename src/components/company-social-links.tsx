import { Mail } from "lucide-react";
import { LinkedInIcon, XIcon } from "@/components/social-icons";
import { cn } from "@/lib/cn";

/** The company's own accounts: the footer and the About page link to these. */
const socials = [
  { label: "Buildmates on X", href: "https://x.com/buildmates", Icon: XIcon },
  {
    label: "Buildmates on LinkedIn",
    href: "https://www.linkedin.com/company/buildmates",
    Icon: LinkedInIcon,
  },
  {
    label: "Email Buildmates",
    href: "mailto:hello@buildmates.dev",
    Icon: Mail,
  },
] as const;

/** Icon links, each a 44 px touch target. */
export function CompanySocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn("flex gap-1", className)}>
      {socials.map(({ label, href, Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={label}
            className="flex size-11 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
