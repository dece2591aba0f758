/**
 * The JavaScript a visitor downloads for the home page, gzipped, from a production
 * Vite build, beside a baseline built the same way: a bare React + Convex client page
 * (createRoot, ConvexReactClient, one useQuery). Prints JSON. Goal: at most 150 KB.
 * The measurement is bundle-size.ts's (bench:web reports it too).
 *
 *   npm run bench:bundle
 */
import { measureHomeBundle } from "./bundle-size";

console.log(JSON.stringify(await measureHomeBundle(), null, 2));
