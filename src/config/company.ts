/** The team's inbox: contact, feature requests, careers and press. */
export const SUPPORT_EMAIL = "hello@buildmates.dev";
