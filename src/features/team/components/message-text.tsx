import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { messageParts } from "../lib/message-parts";

/**
 * A chat message's text as React elements: plain text stays text (never read
 * as HTML), web links open in a new tab, and `@username` links to the
 * person's profile when the username is someone on the team (`profileIds`,
 * by username); any other "@word" stays text.
 */
export function MessageText({
  text,
  profileIds,
}: {
  text: string;
  profileIds: ReadonlyMap<string, string>;
}) {
  return (
    <>
      {messageParts(text).map((part, index) => {
        if (part.kind === "link") {
          return (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all underline underline-offset-2"
            >
              {part.text}
            </a>
          );
        }
        const profileId =
          part.kind === "mention" ? profileIds.get(part.username) : undefined;
        if (profileId !== undefined) {
          return (
            <Link
              key={index}
              to={paths.builder(profileId)}
              className="font-medium underline-offset-2 hover:underline"
            >
              {part.text}
            </Link>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}
