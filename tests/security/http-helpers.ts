/**
 * Helpers for the HTTP API security suites: the app's `convex/` on a real local
 * backend (free ports, temp data dir), requests with plain `fetch` as a browser or a
 * script would send them, and a look at what was stored.
 */
import { connect } from "node:net";
import type { RunningBackend } from "../../local-backend/index";

export { type AppBackend as HttpBackend, startAppBackend } from "./app-backend";

/** How many documents `table` holds (0 when nothing was ever written to it). */
export function countDocuments(backend: RunningBackend, table: string): number {
  const store = backend.backend.runner.store;
  const info = store.table(table);
  return info ? store.count(info) : 0;
}

/** Arguments that `contact:send` accepts. */
export const CONTACT_ARGS = {
  name: "Mallory",
  email: "mallory@example.com",
  subject: "Hello",
  message: "Sent by a page the visitor was only reading.",
};

/** A POST with a JSON body, as ConvexHttpClient sends it. */
export function postJson(
  backend: RunningBackend,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The JSON body of a response, or its text when it is not JSON. */
export async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends `request` as raw bytes (for what fetch will not send) and returns the answer. */
export function rawRequest(
  backend: RunningBackend,
  request: string,
): Promise<string> {
  const { hostname, port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = "";
    socket.on("data", (data: Buffer) => (answer += data.toString("utf8")));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}
