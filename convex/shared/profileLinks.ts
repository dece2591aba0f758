/**
 * A profile's links (issue #13, "the ways to reach them"): a website, GitHub
 * and LinkedIn, https only, each on its own site. One source for the table's
 * validator, the server's checks and the Settings form.
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

/** An https URL (on `host` or its subdomains when given); "" clears it. */
function linkSchema(label: string, host?: string) {
  return z
    .string()
    .trim()
    .max(MAX_LENGTH, `${label}: at most ${MAX_LENGTH} characters`)
    .refine(
      (raw) => {
        if (raw === "") return true;
        try {
          const url = new URL(raw);
          return (
            url.protocol === "https:" &&
            (host === undefined ||
              url.hostname === host ||
              url.hostname.endsWith(`.${host}`))
          );
        } catch {
          return false;
        }
      },
      host
        ? `${label}: use an https://${host}/... address`
        : `${label}: use an https:// address`,
    )
    .transform((raw) => (raw === "" ? undefined : raw));
}

export const profileLinksSchema = z.object({
  website: linkSchema("Website").optional(),
  github: linkSchema("GitHub", "github.com").optional(),
  linkedin: linkSchema("LinkedIn", "linkedin.com").optional(),
});
