import { format } from "date-fns";
import { Link } from "react-router-dom";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import { Stars } from "./stars";

export type ReviewView = {
  _id: string;
  rating: number;
  text: string;
  createdAt: number;
  author: {
    userId: string;
    profileId: string | null;
    name: string;
    avatarUrl: string | null;
  };
  project: { _id: string; title: string };
  reply: { text: string; createdAt: number } | null;
};

/** One review: stars, words, who wrote it, for which project, and the reply. */
export function ReviewItem({
  review,
  replyForm,
}: {
  review: ReviewView;
  /** The reviewed person's reply form, while they may still reply. */
  replyForm?: React.ReactNode;
}) {
  const { author } = review;
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <time
          dateTime={new Date(review.createdAt).toISOString()}
          className="text-xs text-muted-foreground"
        >
          {format(review.createdAt, "MMM d, yyyy")}
        </time>
      </div>
      <p className="text-sm whitespace-pre-line">{review.text}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <UserAvatar
          name={author.name}
          seed={author.userId}
          avatarUrl={author.avatarUrl}
          className="size-6"
        />
        {author.profileId ? (
          <Link
            to={paths.builder(author.profileId)}
            className="font-medium text-foreground hover:underline"
          >
            {author.name}
          </Link>
        ) : (
          <span>{author.name}</span>
        )}
        <span aria-hidden>·</span>
        <Link
          to={paths.project(review.project._id)}
          className="hover:underline"
        >
          {review.project.title}
        </Link>
      </div>
      {review.reply ? (
        <div className="ml-4 border-l-2 border-border pl-3 text-sm">
          <p className="text-xs font-medium text-muted-foreground">Reply</p>
          <p className="whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : (
        replyForm
      )}
    </article>
  );
}
