import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { avatarColor, initials } from "@/components/ui/avatar-color";
import { cn } from "@/lib/cn";

/** A person's avatar: their picture, or initials on a colour derived from their id. */
export function UserAvatar({
  name,
  seed,
  avatarUrl,
  className,
}: {
  name: string;
  /** Stable id for the fallback colour (so two "Alex"es differ). */
  seed: string;
  avatarUrl?: string | null;
  className?: string;
}) {
  return (
    <Avatar className={cn("size-9", className)}>
      {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
      <AvatarFallback className={cn("text-xs font-medium", avatarColor(seed))}>
        {initials(name)}
      </AvatarFallback>
    </Avatar>
  );
}
