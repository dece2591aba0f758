import { Highlight } from "@/components/highlight";
import { UserAvatar } from "@/components/user-avatar";
import { cn } from "@/lib/cn";
import type { BuilderRow } from "../lib/types";
import { VerifiedBadge } from "./verified-badge";

/**
 * Avatar, name (+ Verified), @username and role: the top of a card or profile.
 * Names and roles wrap, never cut short.
 */
export function BuilderIdentity({
  builder,
  size = "card",
  nameAs: Name = "h3",
  online,
}: {
  builder: Pick<
    BuilderRow,
    "_id" | "userId" | "name" | "username" | "role" | "avatarUrl" | "verified"
  >;
  size?: "card" | "page";
  nameAs?: "h1" | "h2" | "h3";
  /** Online now (the dot on the avatar); undefined: not known or not shown. */
  online?: boolean;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar
        name={builder.name}
        seed={builder.userId}
        avatarUrl={builder.avatarUrl}
        online={online}
        className={cn(size === "page" ? "size-20" : "size-12")}
      />
      <div className="min-w-0">
        {/* On a card, clear of the favourite toggle in its corner. */}
        <div
          className={cn(
            "flex flex-wrap items-center gap-x-2",
            size === "card" && "pr-10",
          )}
        >
          <Name
            className={cn(
              "min-w-0 font-semibold wrap-anywhere",
              size === "page" && "text-h2 tracking-tight",
            )}
          >
            <Highlight text={builder.name} />
          </Name>
          {builder.verified ? (
            <VerifiedBadge profileId={builder._id} name={builder.name} />
          ) : null}
        </div>
        <p className="truncate text-sm text-muted-foreground">
          @<Highlight text={builder.username} />
        </p>
        <p className="text-sm text-pretty">
          <Highlight text={builder.role} />
        </p>
      </div>
    </div>
  );
}
