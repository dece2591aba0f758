import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "@convex/_generated/api";
import { toUserMessage } from "@/lib/to-user-message";
import type { ContactValues } from "../lib/contact-schema";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * Sends a contact message through `contact.send`. A failure is rethrown with a
 * message fit for a person (the server's own text for expected failures), so the
 * form can show it and keep what was typed.
 */
export function useSendContactMessage(): (
  values: ContactValues,
) => Promise<void> {
  const send = useMutation(api.contact.send);
  return useCallback(
    async (values: ContactValues) => {
      try {
        await send(values);
      } catch (error) {
        logUnexpectedError("Contact message failed", error);
        throw new Error(
          toUserMessage(error, "Something went wrong. Please try again."),
          { cause: error },
        );
      }
    },
    [send],
  );
}
