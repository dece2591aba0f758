import type { z } from "zod";
import type {
  profileFormSchema,
  ProfileFormValues,
} from "@convex/shared/schemas";
import { DEFAULT_PROFILE_ROLE } from "@convex/shared/constants";
import type { ViewerProfile } from "@/lib/api-types";

/** What the settings form hands to `profiles.update` (skills as a list). */
export type ProfileFormData = z.output<typeof profileFormSchema>;

/**
 * The settings form's raw values (skills as comma-separated text). The default
 * role is what an empty field saves as, so it shows as an empty field with its
 * hint, never as a value the user seems to have typed.
 */
export function toProfileFormValues(
  profile: Pick<ViewerProfile, "name" | "role" | "bio" | "skills">,
): ProfileFormValues {
  return {
    name: profile.name,
    role: profile.role === DEFAULT_PROFILE_ROLE ? "" : profile.role,
    bio: profile.bio,
    skills: profile.skills.join(", "),
  };
}
