/**
 * Local logs of the backend (stderr/stdout). `LOCAL_BACKEND_QUIET=1` silences them,
 * which test suites use to keep expected failures out of their output.
 */
const quiet = () => process.env.LOCAL_BACKEND_QUIET === "1";

export const log = {
  info: (...args: unknown[]) => {
    if (!quiet()) console.info("[local-backend]", ...args);
  },
  warn: (...args: unknown[]) => {
    if (!quiet()) console.warn("[local-backend]", ...args);
  },
  error: (...args: unknown[]) => {
    if (!quiet()) console.error("[local-backend]", ...args);
  },
};
