/**
 * Isomorphic zod schemas, each input shape declared once: the forms in src/
 * and the functions in convex/ parse the same input with the same schema, so
 * the server stays the source of truth, and those functions' Convex argument
 * validators are derived from these schemas (convex-helpers'
 * `zodToConvexFields`). Messages are the product spec's texts where it gives one.
 */
import { z } from "zod";
import {
  DEFAULT_PROFILE_ROLE,
  EXPERTISE_IDS,
  LIMITS,
  PROJECT_CATEGORIES,
} from "./constants";
import { isCommonPassword } from "./commonPasswords";
import { ERROR_MESSAGES } from "./errors";
import { profileWorkInput } from "./profileWork";
import { projectTermsInput } from "./projectTerms";
import { rolesSchema } from "./roles";
import { normalizeSkills, splitSkills } from "./skillList";
import { multilineText, singleLineText } from "./text";

const skillList = z
  .array(
    z
      .string()
      .max(
        LIMITS.skillMaxLength,
        `Each skill must be at most ${LIMITS.skillMaxLength} characters`,
      ),
  )
  .max(LIMITS.maxSkills, `Add at most ${LIMITS.maxSkills} skills`);

/** A list of skills from the client: normalized, then limited. */
export const skillsSchema = z
  .array(z.string())
  .transform(normalizeSkills)
  .pipe(skillList);

/** The form's skills text: split on commas, normalized, then limited. */
export const skillsTextSchema = z
  .string()
  .transform(splitSkills)
  .pipe(skillList);

export const titleSchema = singleLineText()
  .trim()
  .min(LIMITS.titleMinLength, "Title must be at least 5 characters")
  .max(
    LIMITS.titleMaxLength,
    `Title must be at most ${LIMITS.titleMaxLength} characters`,
  );

export const descriptionSchema = multilineText()
  .trim()
  .min(
    LIMITS.descriptionMinLength,
    "Description must be at least 20 characters",
  )
  .max(
    LIMITS.descriptionMaxLength,
    `Description must be at most ${LIMITS.descriptionMaxLength} characters`,
  );

export const categorySchema = z.enum(
  PROJECT_CATEGORIES,
  "Please choose a category from the list",
);

const openPositionsMessage = `Open positions must be a whole number from ${LIMITS.minOpenPositions} to ${LIMITS.maxOpenPositions}`;
export const openPositionsSchema = z
  .number(openPositionsMessage)
  .int(openPositionsMessage)
  .min(LIMITS.minOpenPositions, openPositionsMessage)
  .max(LIMITS.maxOpenPositions, openPositionsMessage);

/**
 * What `projects.create` accepts (skills as a list): the seats either as
 * `roles` (shared/roles.ts) or, for a project that names no role, as
 * `openPositions` (one unnamed role); with both, the roles' seats must add up
 * to it. The terms (shared/projectTerms.ts) are optional.
 */
export const projectInputSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  skills: skillsSchema,
  openPositions: openPositionsSchema.optional(),
  roles: rolesSchema.optional(),
  ...projectTermsInput,
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectData = z.output<typeof projectInputSchema>;

/**
 * What `projects.update` accepts: any subset of the create fields; `roles`
 * replaces the list (a role keeps its `key`; one with filled seats stays).
 */
export const projectUpdateSchema = projectInputSchema.partial();
export type ProjectUpdateData = z.output<typeof projectUpdateSchema>;

/**
 * The create/edit project form's raw values (skills as comma-separated text,
 * open positions as input text). Its output is a valid `projects.create` input.
 */
export const projectFormSchema = projectInputSchema.extend({
  skills: skillsTextSchema,
  openPositions: z.coerce
    .number<string | number>(openPositionsMessage)
    .pipe(openPositionsSchema)
    .optional(),
});
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/**
 * `applications.apply`'s note: written by the applicant, optional. A missing
 * or blank note is "" (no note: nothing is shown in its place).
 */
export const applyMessageSchema = multilineText()
  .trim()
  .max(
    LIMITS.messageMaxLength,
    `Note must be at most ${LIMITS.messageMaxLength} characters`,
  )
  .optional()
  .transform((message) => message ?? "");

export const fullNameSchema = singleLineText()
  .trim()
  .min(1, "Please enter your full name")
  .max(
    LIMITS.nameMaxLength,
    `Full name must be at most ${LIMITS.nameMaxLength} characters`,
  );

export const roleSchema = singleLineText()
  .trim()
  .max(
    LIMITS.roleMaxLength,
    `Role must be at most ${LIMITS.roleMaxLength} characters`,
  )
  .transform((role) => (role === "" ? DEFAULT_PROFILE_ROLE : role));

export const bioSchema = multilineText()
  .trim()
  .max(
    LIMITS.bioMaxLength,
    `Bio must be at most ${LIMITS.bioMaxLength} characters`,
  );

/**
 * Expertise ids, duplicates dropped (an overwrite, not a transform, so the
 * parsed shape stays a typed list that a Convex validator can be derived from).
 */
export const expertiseSchema = z
  .array(z.enum(EXPERTISE_IDS, "Please choose expertise from the list"))
  .overwrite((ids) => [...new Set(ids)]);

export const emailSchema = z
  .string("Please enter your email address")
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address"));

/**
 * A new password (sign-up; the form checks the same rules): the spec's 6
 * characters at least, at most 128 (the key derivation's input stays bounded),
 * not only spaces, not one of the most common passwords. Sign-in takes any
 * string: accounts made before these rules keep working.
 */
export const passwordSchema = z
  .string("Please enter a password")
  .min(LIMITS.passwordMinLength, ERROR_MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMaxLength, ERROR_MESSAGES.passwordTooLong)
  .refine((password) => password.trim() !== "", ERROR_MESSAGES.passwordBlank)
  .refine(
    (password) => !isCommonPassword(password),
    ERROR_MESSAGES.passwordCommon,
  );

/** The sign-in flow's password: anything typed (its rules were checked at sign-up). */
export const signInPasswordSchema = z
  .string("Please enter a password")
  .min(1, "Please enter a password");

/** The sign-in flow's email and password (the sign-in form checks the same). */
export const signInSchema = z.object({
  email: emailSchema,
  password: signInPasswordSchema,
});

/** Whether a new password is the (normalized) email itself, which is refused. */
export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email;
}

/** The password is refused when it is the email itself (compared as the email is stored). */
function passwordIsNotEmail(
  value: { email: string; password: string },
  ctx: z.RefinementCtx,
) {
  if (passwordIsEmail(value.password, value.email)) {
    ctx.addIssue({
      code: "custom",
      path: ["password"],
      message: ERROR_MESSAGES.passwordIsEmail,
    });
  }
}

const signUpFields = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: fullNameSchema,
  expertise: expertiseSchema.default([]),
  bio: bioSchema.default(""),
});

/** The sign-up flow's params (besides `flow`), as `signIn("password", ...)` sends them. */
export const signUpSchema = signUpFields.superRefine(passwordIsNotEmail);
export type SignUpInput = z.input<typeof signUpSchema>;

/** A new account's email and password (sign-up step 1 checks them before step 2). */
export const newCredentialsSchema = z
  .object({ email: emailSchema, password: passwordSchema })
  .superRefine(passwordIsNotEmail);

/** An emailed code: 8 digits (spaces and dashes typed around them are dropped). */
export const emailCodeSchema = z
  .string("Please enter the code from the email")
  .transform((code) => code.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{8}$/, "The code is the 8 digits from the email"));

/** The reset form: the code and a new password (same rules as sign-up). */
export const passwordResetSchema = z
  .object({
    email: emailSchema,
    code: emailCodeSchema,
    newPassword: passwordSchema,
  })
  .refine((value) => !passwordIsEmail(value.newPassword, value.email), {
    path: ["newPassword"],
    message: ERROR_MESSAGES.passwordIsEmail,
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/**
 * The spec's text when a new password and its confirmation differ (a form's
 * own check: the server never gets the confirmation).
 */
export const PASSWORDS_DIFFER = "Please make sure your passwords match.";

/**
 * `account.changePassword`: the current password as typed (as sign-in takes
 * it) and a new one by sign-up's rules, not the current one. The rule that a
 * password is not the email is checked with the account's email
 * (`passwordIsEmail`).
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string("Please enter your current password")
      .min(1, "Please enter your current password"),
    newPassword: passwordSchema,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ["newPassword"],
    message: ERROR_MESSAGES.newPasswordUnchanged,
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** `account.requestEmailChange`: the new address and the account's password. */
export const emailChangeSchema = z.object({
  newEmail: emailSchema,
  password: signInPasswordSchema,
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** The profile fields sign-up stores (what reaches the user-creation callback). */
export const signUpProfileSchema = signUpFields.omit({ password: true });
export type SignUpProfile = z.output<typeof signUpProfileSchema>;

/** A profile's editable fields (skills as a list). */
export const profileInputSchema = z.object({
  name: fullNameSchema,
  role: roleSchema,
  bio: bioSchema,
  skills: skillsSchema,
  ...profileWorkInput,
});

/** What `profiles.update` accepts: any subset of the profile's fields. */
export const profileUpdateSchema = profileInputSchema.partial();
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

/** The Settings tab's profile form: its raw values (skills as comma-separated text; the work fields have their own form). */
export const profileFormSchema = profileInputSchema
  .pick({ name: true, role: true, bio: true })
  .extend({ skills: skillsTextSchema });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
