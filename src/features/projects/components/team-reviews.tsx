import { useQuery } from "convex/react";
import { format } from "date-fns";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ReplyForm } from "@/components/trust/reply-form";
import { Stars } from "@/components/trust/stars";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import { useNow } from "@/hooks/use-now";
import { ReviewTeammateDialog } from "./review-teammate-dialog";

/**
 * A completed project's team, for its members only: each teammate, my review
 * of them (or the button to write it while the window is open), and theirs of me.
 */
export function TeamReviews({ projectId }: { projectId: Id<"projects"> }) {
  const team = useQuery(api.reviews.forProject, { projectId });
  const now = useNow();
  if (!team) return null;
  const open = now <= team.windowEndsAt;
  return (
    <section
      id="team"
      aria-labelledby="team-title"
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id="team-title" className="text-h3 font-semibold">
          Your team
        </h2>
        <p className="text-sm text-muted-foreground">
          {open
            ? `Review your teammates until ${format(team.windowEndsAt, "MMMM d, yyyy")}.`
            : `Reviewing closed on ${format(team.windowEndsAt, "MMMM d, yyyy")}.`}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {team.teammates.map((mate) => (
          <li
            key={mate.userId}
            className="flex flex-col gap-3 rounded-lg border border-border p-4"
          >
            <div className="flex flex-wrap items-center gap-3">
              <UserAvatar
                name={mate.name}
                seed={mate.userId}
                avatarUrl={mate.avatarUrl}
              />
              <div className="min-w-0 flex-1">
                {mate.profileId ? (
                  <Link
                    to={paths.builder(mate.profileId)}
                    className="font-medium hover:underline"
                  >
                    {mate.name}
                  </Link>
                ) : (
                  <span className="font-medium">{mate.name}</span>
                )}
                <p className="text-xs text-muted-foreground">
                  {mate.role === "owner" ? "Owner" : "Member"}
                </p>
              </div>
              {mate.myReview ? (
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  You reviewed {mate.name.split(" ")[0]}
                  <Stars rating={mate.myReview.rating} />
                </span>
              ) : open ? (
                <ReviewTeammateDialog projectId={projectId} teammate={mate} />
              ) : null}
            </div>
            {mate.theirReview ? (
              <div className="flex flex-col gap-1 rounded-md bg-muted/60 p-3 text-sm">
                <p className="flex items-center gap-2 font-medium">
                  {mate.name.split(" ")[0]}&apos;s review of you
                  <Stars rating={mate.theirReview.rating} />
                </p>
                <p className="whitespace-pre-line">{mate.theirReview.text}</p>
                {mate.theirReview.reply ? (
                  <p className="border-l-2 border-border pl-2 text-muted-foreground">
                    Your reply: {mate.theirReview.reply.text}
                  </p>
                ) : (
                  <ReplyForm reviewId={mate.theirReview._id} />
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
