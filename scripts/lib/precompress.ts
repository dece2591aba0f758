/**
 * Precompressed copies of a web build's text files, written at build time (the Vite
 * plugin below, in vite.config.ts) so a server sends them as they are rather than
 * compressing on every request: `<file>.br` (brotli, the best quality) and `<file>.gz`
 * (gzip, level 9) beside each html, js, css, svg, json, txt, xml and webmanifest file.
 * A copy no smaller than its file is not written: the file goes as it is.
 * node:zlib makes both formats, so no compression package is needed. The static server
 * (web-server.ts) chooses among them by each request's Accept-Encoding.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { isSecretPath } from "./request-path.ts";

/** The encodings written beside a file, with their suffixes, in the order a server prefers them. */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]["encoding"];

/** Text formats, which compress well; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/i;

export function isCompressible(name: string): boolean {
  return COMPRESSIBLE.test(name);
}

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> =
  {
    br: (body) =>
      promisify(brotliCompress)(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    gzip: (body) => promisify(gzip)(body, { level: 9 }),
  };

/** The compressible files under `dir`, leaving out what no server sends: dotfiles, dot
 * directories (Vite's `.vite/` manifest) and secret-bearing names (request-path.ts). */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && isCompressible(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !isSecretPath(relative(dir, path).split(sep)));
}

/** Writes the `.br` and `.gz` copies of every compressible file under `dir`; returns how
 * many it wrote. */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  await Promise.all(
    compressibleFiles(dir).map(async (path) => {
      const body = readFileSync(path);
      for (const { encoding, suffix } of PRECOMPRESSED) {
        const compressed = await compressors[encoding](body);
        if (compressed.length >= body.length) continue;
        writeFileSync(`${path}${suffix}`, compressed);
        written += 1;
      }
    }),
  );
  return written;
}

/** The Vite plugin: once the build is written (public files included), its copies. */
export function precompress(): Plugin {
  return {
    name: "buildmates:precompress",
    apply: "build",
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  };
}
