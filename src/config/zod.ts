import { config } from "zod";

/**
 * zod compiles object parsers with `new Function` when it may, and probes for it when
 * the first object schema is made. The Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval') blocks that and reports a violation on every page load; jitless skips
 * the probe and uses zod's ordinary parsers. Imported first by main.tsx, so it is set
 * before any schema module runs.
 */
config({ jitless: true });
