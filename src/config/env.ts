/** The local backend's cloud URL; `npm start` sets VITE_CONVEX_URL explicitly. */
export const LOCAL_CONVEX_URL = "http://127.0.0.1:3210";

/** The Convex deployment the app talks to (VITE_CONVEX_URL at build time). */
export const convexUrl: string =
  (import.meta.env.VITE_CONVEX_URL as string | undefined) ?? LOCAL_CONVEX_URL;
