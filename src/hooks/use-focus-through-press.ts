import { useEffect, useRef, useState, type FocusEvent } from "react";

/**
 * Whether a field has focus, for a popup laid out in the page's flow below
 * it: true from focus to blur, except that a blur caused by pressing a
 * pointer elsewhere takes effect only once that press is released (and its
 * click dispatched). Closing the popup moves what is below it; closed between
 * the press and the release, it would move the button being clicked out from
 * under the pointer, and the click would land elsewhere.
 */
export function useFocusThroughPress<T extends HTMLElement>() {
  const [focused, setFocused] = useState(false);
  const pressed = useRef(false);
  const pendingRelease = useRef<(() => void) | null>(null);

  // While focused, note a press anywhere (capture: before it moves focus).
  useEffect(() => {
    if (!focused) return;
    const onDown = () => {
      pressed.current = true;
    };
    const onUp = () => {
      pressed.current = false;
    };
    document.addEventListener("pointerdown", onDown, true);
    document.addEventListener("pointerup", onUp, true);
    document.addEventListener("pointercancel", onUp, true);
    return () => {
      document.removeEventListener("pointerdown", onDown, true);
      document.removeEventListener("pointerup", onUp, true);
      document.removeEventListener("pointercancel", onUp, true);
    };
  }, [focused]);

  useEffect(() => () => pendingRelease.current?.(), []);

  const onFocus = () => {
    pendingRelease.current?.();
    pendingRelease.current = null;
    setFocused(true);
  };

  const onBlur = (event: FocusEvent<T>) => {
    if (!pressed.current) {
      setFocused(false);
      return;
    }
    const field = event.currentTarget;
    const stopListening = () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
    // After the click this release ends (a task later), unless focus came back.
    const release = () => {
      stopListening();
      const timer = setTimeout(() => {
        pendingRelease.current = null;
        if (document.activeElement !== field) setFocused(false);
      });
      pendingRelease.current = () => clearTimeout(timer);
    };
    pendingRelease.current = stopListening;
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
  };

  return { focused, onFocus, onBlur };
}
