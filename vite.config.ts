import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { devFsDeny, webSecurity } from "./scripts/lib/vite-security.ts";

export const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@convex": fileURLToPath(new URL("./convex", import.meta.url)),
};

export default defineConfig({
  // webSecurity: the dev server's guard and headers, the build's _headers (docs/SECURITY.md).
  plugins: [react(), tailwindcss(), webSecurity()],
  resolve: { alias },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    fs: { deny: devFsDeny() },
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  // No source maps in the build: it is what a static host publishes.
  build: { sourcemap: false },
});
