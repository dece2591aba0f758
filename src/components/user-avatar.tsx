import { OnlineDot } from "@/components/online-dot";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { avatarColor, initials } from "@/components/ui/avatar-color";
import { cn } from "@/lib/cn";

/**
 * A person's avatar: their picture, or initials on a colour derived from their
 * id; with `online`, the online dot on its lower right.
 */
export function UserAvatar({
  name,
  seed,
  avatarUrl,
  online,
  className,
}: {
  name: string;
  /** Stable id for the fallback colour (so two "Alex"es differ). */
  seed: string;
  avatarUrl?: string | null;
  /** Whether they are online now (undefined: not known, no dot). */
  online?: boolean;
  className?: string;
}) {
  // One wrapper always, so the dot coming and going never remounts the image.
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar className={cn("size-9", className)}>
        {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
        <AvatarFallback
          className={cn("text-xs font-medium", avatarColor(seed))}
        >
          {initials(name)}
        </AvatarFallback>
      </Avatar>
      <OnlineDot online={online} className="absolute right-0 bottom-0" />
    </span>
  );
}
