/**
 * zod compiles object parsers with `new Function` when it may, and probes for it when
 * the first object schema is made. The Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval') blocks that and reports a violation on every page load; jitless skips
 * the probe and uses zod's ordinary parsers. Imported first by main.tsx and built as a
 * chunk of its own (vite.config.ts), so it is set before any schema module runs.
 *
 * Set through `globalThis.__zod_globalConfig`, the object zod's `config()` writes to,
 * which zod reads when it loads (documented in zod's core.ts for setting the config
 * before zod is imported): calling `config()` from here would put zod's core in every
 * page's entry chunk, where only the pages with forms need zod. Amended in place, so
 * it holds whether zod loaded first or not.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
