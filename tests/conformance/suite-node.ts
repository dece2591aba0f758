/**
 * Conformance: what the Convex CLI's bundling gives functions: "use node" actions
 * with Node built-ins and npm packages (CommonJS and ESM only), the production
 * build's `process.env.NODE_ENV`, and the `server-only` stub.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "./convex/_generated/api";
import { type GetTarget } from "./suite-helpers";

export function nodeRuntime(t: GetTarget): void {
  describe('"use node" and bundling', () => {
    it('runs a "use node" action that uses Node built-ins and npm packages', async () => {
      const text = "theme=dark; lang=en";
      expect(
        await t().action(api.nodeActions.useNpmAndBuiltins, { text }),
      ).toEqual({
        sha256: createHash("sha256").update(text).digest("hex"),
        cookies: { theme: "dark", lang: "en" },
        networkError: true,
      });
    });

    it('sees process.env.NODE_ENV as "production" in both runtimes', async () => {
      // The CLI's esbuild builds define process.env.NODE_ENV as "production" in every
      // bundle (convex-js src/bundler/debugBundle.ts). convex-test does not bundle:
      // its functions see vitest's "test", so this is asserted locally only.
      if (t().kind !== "local") return;
      expect(await t().query(api.bundling.nodeEnv, {})).toBe("production");
      expect(await t().action(api.nodeActions.nodeEnv, {})).toBe("production");
    });

    it("stubs the server-only package, as the CLI's bundler does", async () => {
      // convex-test imports the real server-only, which throws outside React server
      // code; the CLI replaces it with an empty module (convex-js
      // src/bundler/serverOnly.ts), so this is asserted locally only.
      if (t().kind !== "local") return;
      expect(await t().query(api.bundling.serverOnlyStubbed, {})).toBe(true);
    });
  });
}
