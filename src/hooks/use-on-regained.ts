import { useEffect, useRef, useState } from "react";

/**
 * Calls `onRegained` when `up` (a connection, the network) turns true after
 * having been false since mount, or since `lostAlready` said it was lost:
 * once per loss, never just for being up.
 */
export function useOnRegained(
  up: boolean,
  onRegained: () => void,
  lostAlready = false,
): void {
  const [seen, setSeen] = useState({
    lost: lostAlready || !up,
    regained: 0,
  });
  // Adjusted while rendering (React's pattern for state that follows a prop).
  if (!up && !seen.lost) setSeen({ lost: true, regained: seen.regained });
  if (up && seen.lost) setSeen({ lost: false, regained: seen.regained + 1 });
  const callback = useRef(onRegained);
  useEffect(() => {
    callback.current = onRegained;
  });
  useEffect(() => {
    if (seen.regained > 0) callback.current();
  }, [seen.regained]);
}
