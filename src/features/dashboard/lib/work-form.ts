import { z } from "zod";
import {
  availabilitySchema,
  profileWorkInput,
  type Availability,
} from "@convex/shared/profileWork";
import type { ViewerProfile } from "@/lib/api-types";

/** The Work card's raw values: hours a week as typed ("" for not stated). */
export type WorkFormValues = {
  availability: Availability;
  hoursPerWeek: string;
  timeZone: string | null;
};

/**
 * The Work card's values parsed with `profiles.update`'s own rules
 * (`profileWorkInput`): hours typed as text become a whole number, and an
 * empty field or "Not stated" clears the saved value (null).
 */
export const workFormSchema = z.object({
  availability: availabilitySchema,
  hoursPerWeek: z
    .string()
    .trim()
    .transform((text) => (text === "" ? null : Number(text)))
    .pipe(profileWorkInput.hoursPerWeek.unwrap()),
  timeZone: profileWorkInput.timeZone,
});

/** What the Work card hands to `profiles.update`. */
export type WorkFormData = z.output<typeof workFormSchema>;

/** The saved work fields as the Work card starts from them. */
export function toWorkFormValues(
  profile: Pick<ViewerProfile, "availability" | "hoursPerWeek" | "timeZone">,
): WorkFormValues {
  return {
    availability: profile.availability,
    hoursPerWeek:
      profile.hoursPerWeek === null ? "" : String(profile.hoursPerWeek),
    timeZone: profile.timeZone,
  };
}
