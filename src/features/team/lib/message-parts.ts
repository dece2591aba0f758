import LinkifyIt from "linkify-it";

/** A piece of a message's text: plain, a link, or an `@username` mention. */
export type MessagePart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "mention"; text: string; username: string };

// Only web links: "ftp:" and scheme-relative "//" links are left as text.
const linkify = new LinkifyIt({ "ftp:": null, "//": null });

/** `@` then username characters (convex/model/profiles.ts: a-z 0-9 . _ -), not inside a word or an email. */
const MENTION = /(^|[^\w.@])@([a-z0-9._-]*[a-z0-9_-])/gi;

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

function mentionsIn(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index + (match[1]?.length ?? 0);
    const username = match[2] ?? "";
    if (start > last)
      parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({
      kind: "mention",
      text: `@${username}`,
      username: username.toLowerCase(),
    });
    last = start + username.length + 1;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/**
 * A message's text cut into plain text, web links (http and https only, as
 * linkify-it finds them: "example.com" links to http://example.com) and
 * `@username` mentions. The parts are data: the caller renders them as
 * React elements, so no text is ever read as HTML.
 */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of linkify.match(text) ?? []) {
    // An email address is no web link, and its "@" is no mention.
    if (!isWebUrl(match.url)) continue;
    if (match.index > last)
      parts.push(...mentionsIn(text.slice(last, match.index)));
    parts.push({ kind: "link", text: match.raw, href: match.url });
    last = match.lastIndex;
  }
  if (last < text.length) parts.push(...mentionsIn(text.slice(last)));
  return parts;
}
