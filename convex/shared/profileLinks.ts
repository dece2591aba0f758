/**
 * A profile's links, the ways to reach someone besides messages: a website,
 * GitHub and LinkedIn, https only (an address typed without a scheme is taken
 * as https), each on its own site. One source for the table's validator, the
 * server's checks and the Settings form.
 */
import { v, type Infer } from "convex/values";
import { z } from "zod";

export const vProfileLinks = v.object({
  website: v.optional(v.string()),
  github: v.optional(v.string()),
  linkedin: v.optional(v.string()),
});
export type ProfileLinks = Infer<typeof vProfileLinks>;

export const PROFILE_LINK_LABELS = {
  website: "Website",
  github: "GitHub",
  linkedin: "LinkedIn",
} as const satisfies Record<keyof ProfileLinks, string>;

const MAX_LENGTH = 200;

/** A scheme at the start ("https:", "javascript:"); "nora.dev:8080" names a port, not one. */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * An address as people type it, made a URL: trimmed, with "https://" in
 * front when it names no scheme ("nora.dev", "github.com/nora",
 * "//nora.dev"). One with a scheme keeps it, for the schema to judge; ""
 * stays "". The form and the server both see addresses through this.
 */
export function normalizeLink(raw: string): string {
  const text = raw.trim();
  if (text === "" || SCHEME.test(text)) return text;
  return `https://${text.replace(/^\/+/, "")}`;
}

/** An https URL of a named host ("nora.dev", not "nora"), on `site` or its subdomains when given. */
function isLinkTo(url: string, site?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname;
  return (
    parsed.protocol === "https:" &&
    host.includes(".") &&
    (site === undefined || host === site || host.endsWith(`.${site}`))
  );
}

/** A link (see normalizeLink) to a site (`site` or its subdomains when given); "" clears it. */
export function linkSchema(label: string, example: string, site?: string) {
  return z
    .string()
    .transform(normalizeLink)
    .pipe(
      z
        .string()
        .max(MAX_LENGTH, `${label}: at most ${MAX_LENGTH} characters`)
        .refine(
          (url) => url === "" || isLinkTo(url, site),
          site
            ? `${label}: use a ${site} address, like ${example}`
            : `${label}: use a web address, like ${example}`,
        ),
    )
    .transform((url) => (url === "" ? undefined : url));
}

export const profileLinksSchema = z.object({
  website: linkSchema("Website", "nora.dev").optional(),
  github: linkSchema("GitHub", "github.com/you", "github.com").optional(),
  linkedin: linkSchema(
    "LinkedIn",
    "linkedin.com/in/you",
    "linkedin.com",
  ).optional(),
});
