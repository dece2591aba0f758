import { useCallback } from "react";
import type { ContactValues } from "../lib/contact-schema";

/**
 * Sends a contact message. The backend is not connected yet, so every call
 * fails honestly (the form then keeps the user's text) rather than faking a
 * success that would drop the message.
 */
export function useSendContactMessage(): (
  values: ContactValues,
) => Promise<void> {
  // TODO(issue 5/6): call api.contact.send (useMutation), validate on the
  // server with the same contactSchema, and map failures with toUserMessage.
  return useCallback(
    (_values: ContactValues) =>
      Promise.reject(
        new Error("Messages can't be sent yet: the backend is not connected."),
      ),
    [],
  );
}
