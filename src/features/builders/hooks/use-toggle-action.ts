import { useState } from "react";
import { builderToasts } from "../lib/builder-toasts";

/**
 * Runs a server toggle (follow, favourite) once at a time: `pending` while it
 * runs, then the toast for the state it resolved to, or the failure toast.
 */
export function useToggleAction(
  onToggle: () => Promise<boolean>,
  toasts: { on: () => void; off: () => void },
) {
  const [pending, setPending] = useState(false);

  async function toggle() {
    setPending(true);
    try {
      if (await onToggle()) toasts.on();
      else toasts.off();
    } catch (error) {
      builderToasts.failed(error);
    } finally {
      setPending(false);
    }
  }

  return { pending, toggle: () => void toggle() };
}
