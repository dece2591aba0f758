import type { z } from "zod";
import type {
  profileFormSchema,
  ProfileFormValues,
} from "@convex/shared/schemas";
import type { ViewerProfile } from "@/lib/api-types";

/** What the settings form hands to `profiles.update` (skills as a list). */
export type ProfileFormData = z.output<typeof profileFormSchema>;

/** The settings form's raw values (skills as comma-separated text). */
export function toProfileFormValues(
  profile: Pick<ViewerProfile, "name" | "role" | "bio" | "skills">,
): ProfileFormValues {
  return {
    name: profile.name,
    role: profile.role,
    bio: profile.bio,
    skills: profile.skills.join(", "),
  };
}
