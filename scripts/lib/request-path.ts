/**
 * Request paths, decoded once and judged the same way by every web server of the
 * project: the static server (`web-server.ts`) and the guard in front of Vite's dev
 * server (`vite-security.ts`).
 */

export type ParsedPath =
  | {
      ok: true;
      /** Decoded, e.g. "/assets/index-abc.js"; never holds "..", "\\" or NUL. */
      path: string;
      /** The decoded path's segments, without the leading empty one. */
      segments: string[];
    }
  | { ok: false; status: 400 | 404 };

/**
 * Decodes the path of a request target and refuses traversal in every spelling:
 * `..` and `.` segments (raw or percent-encoded, `%2e%2e`, `..%2f`), backslashes
 * (a separator on Windows), NUL. Malformed percent-encoding is a 400; traversal is
 * answered like any missing file (404), so it reveals nothing.
 */
export function parseRequestPath(target: string | undefined): ParsedPath {
  if (!target?.startsWith("/")) return { ok: false, status: 400 };
  const raw = target.split(/[?#]/, 1)[0]!;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { ok: false, status: 400 };
  }
  if (path.includes("\\") || path.includes("\0"))
    return { ok: false, status: 404 };
  const segments = path.split("/").slice(1);
  if (segments.some((s) => s === ".." || s === "."))
    return { ok: false, status: 404 };
  return { ok: true, path, segments };
}

/**
 * File names that hold secrets or data wherever they sit: the local backend's
 * deployment env (JWT private key, JWKS, upload secret) and SQLite database with its
 * WAL and journals, and key or certificate files; compressed too (`.br`, `.gz`).
 */
const SECRET_NAME =
  /^(?:env\.json|.+\.(?:sqlite3?|db)(?:-wal|-shm|-journal)?|.+\.(?:pem|crt|key|p12|pfx))(?:\.(?:br|gz))?$/i;

/**
 * True if a path names something no server of the project may answer: a dotfile or a
 * file in a dot directory anywhere (.git, .env*, .data, .ssh ...), or a secret-bearing
 * file name. `allowDot` lets the dev server through to the dot directories Vite itself
 * serves from (node_modules/.vite).
 */
export function isSecretPath(
  segments: readonly string[],
  allowDot: (segment: string, index: number) => boolean = () => false,
): boolean {
  return segments.some(
    (segment, i) =>
      (segment.startsWith(".") && !allowDot(segment, i)) ||
      SECRET_NAME.test(segment),
  );
}
