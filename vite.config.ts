import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/lib/precompress.ts";
import { devFsDeny, webSecurity } from "./scripts/lib/vite-security.ts";

export const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@convex": fileURLToPath(new URL("./convex", import.meta.url)),
};

export default defineConfig({
  // webSecurity: the dev server's guard and headers, the build's _headers (docs/SECURITY.md).
  // precompress: the build's .br and .gz copies, which the static server sends.
  plugins: [react(), tailwindcss(), webSecurity(), precompress()],
  resolve: { alias },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    fs: { deny: devFsDeny() },
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  // No source maps in the build: it is what a static host publishes.
  build: {
    sourcemap: false,
    rollupOptions: {
      output: {
        // zod's config (src/config/zod.ts) in a chunk of its own: a chunk's imports
        // run before its own code, so inlined in the entry it would run after any
        // shared chunk that makes a schema, too late to stop zod's eval probe.
        manualChunks: (id) =>
          id.endsWith("/src/config/zod.ts") ? "zod-config" : undefined,
      },
    },
  },
});
