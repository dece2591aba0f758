import { OnlineDot } from "@/components/online-dot";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { avatarColor, initials } from "@/components/ui/avatar-color";
import { cn } from "@/lib/cn";

/**
 * How far each avatar of a stacked row covers the one before it (with size-8
 * avatars and a 2px ring): small enough that `stacked` initials stay whole.
 */
export const AVATAR_STACK_OVERLAP = "-space-x-1";

/**
 * A person's avatar: their picture, or initials on a colour derived from their
 * id; with `online`, the online dot on its lower right. The initials scale
 * with the size set in `className`. `stacked`: the avatar sits in a row that
 * overlaps by AVATAR_STACK_OVERLAP, so its initials are smaller to stay clear
 * of the next avatar.
 */
export function UserAvatar({
  name,
  seed,
  avatarUrl,
  online,
  stacked = false,
  className,
}: {
  name: string;
  /** Stable id for the fallback colour (so two "Alex"es differ). */
  seed: string;
  avatarUrl?: string | null;
  /** Whether they are online now (undefined: not known, no dot). */
  online?: boolean;
  stacked?: boolean;
  className?: string;
}) {
  // One wrapper always, so the dot coming and going never remounts the image.
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar className={cn("size-9", className)}>
        {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
        <AvatarFallback
          className={cn(
            "font-medium",
            stacked && "text-[length:30cqw]",
            avatarColor(seed),
          )}
        >
          {initials(name)}
        </AvatarFallback>
      </Avatar>
      <OnlineDot online={online} className="absolute right-0 bottom-0" />
    </span>
  );
}
