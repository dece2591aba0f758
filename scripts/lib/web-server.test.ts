/**
 * The static server's precompressed answers: a build's text files with their `.br` and
 * `.gz` copies (written by precompress.ts, as the build does), each request answered
 * with the copy its Accept-Encoding prefers, else the file itself.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";
import { type RunningWebServer, startWebServer } from "./web-server";

const dir = mkdtempSync(join(tmpdir(), "web-server-test-"));
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(", ")}];\n`;
const INDEX = `<!doctype html><title>t</title>${"<p>Buildmates</p>".repeat(100)}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
const HEADERS = { "X-Frame-Options": "DENY" };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

let server: RunningWebServer;
let secretCopies: string[];

beforeAll(async () => {
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "assets", "app-abc.js"), SCRIPT);
  writeFileSync(join(dir, "assets", "logo-abc.png"), PNG);
  writeFileSync(join(dir, "robots.txt"), "x");
  // A copy of a secret must never be written, nor served.
  writeFileSync(join(dir, "env.json"), '{"secret":1}'.repeat(50));
  await precompressDir(dir);
  secretCopies = ["env.json.br", "env.json.gz"].filter((name) =>
    existsSync(join(dir, name)),
  );
  // One planted by hand: the server refuses it by its name.
  writeFileSync(join(dir, "env.json.br"), "planted");
  server = await startWebServer({
    dir,
    host: "127.0.0.1",
    port: 0,
    headers: HEADERS,
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("precompressed assets", () => {
  it.each([
    ["br", "br", brotliDecompressSync],
    ["gzip, deflate, br", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
    ["br;q=0, gzip", "gzip", gunzipSync],
  ] as const)(
    "Accept-Encoding: %s gets %s, which decompresses to the file",
    async (accept, encoding, decompress) => {
      const answer = await get(server.url, "/assets/app-abc.js", {
        "Accept-Encoding": accept,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["content-type"]).toBe(
        "text/javascript; charset=utf-8",
      );
      expect(answer.headers["cache-control"]).toBe(
        "public, max-age=31536000, immutable",
      );
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(SCRIPT.length / 3);
      expect(decompress(answer.body).toString()).toBe(SCRIPT);
    },
  );

  it("sends the file itself without Accept-Encoding, still varying by it", async () => {
    const answer = await get(server.url, "/assets/app-abc.js");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it("gives each encoding its own ETag, and revalidates each", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(
        async (accept) =>
          (await get(server.url, "/", { "Accept-Encoding": accept })).headers
            .etag as string,
      ),
    );
    expect(new Set(tags).size).toBe(3);
    const again = await get(server.url, "/", {
      "Accept-Encoding": "br",
      "If-None-Match": tags[0]!,
    });
    expect(again.status).toBe(304);
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.body.length).toBe(0);
    // Another encoding's tag is not this answer's.
    const other = await get(server.url, "/", {
      "Accept-Encoding": "gzip",
      "If-None-Match": tags[0]!,
    });
    expect(other.status).toBe(200);
  });

  it("compresses the SPA fallback too, and answers HEAD with the copy's headers", async () => {
    const answer = await get(server.url, "/projects", {
      "Accept-Encoding": "gzip",
    });
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(gunzipSync(answer.body).toString()).toBe(INDEX);
    const head = await get(
      server.url,
      "/projects",
      { "Accept-Encoding": "br" },
      "HEAD",
    );
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves images and files too small to gain alone, with no Vary", async () => {
    for (const path of ["/assets/logo-abc.png", "/robots.txt"]) {
      const answer = await get(server.url, path, { "Accept-Encoding": "br" });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
    }
  });

  it("serves no copy at a URL of its own, and no copy of a secret", async () => {
    expect(secretCopies).toEqual([]);
    for (const path of [
      "/assets/app-abc.js.br",
      "/assets/app-abc.js.gz",
      "/index.html.gz",
      "/env.json",
      "/env.json.br",
      "/env.json.gz",
    ]) {
      expect((await get(server.url, path)).status, path).toBe(404);
    }
  });
});
