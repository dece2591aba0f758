/**
 * A member's data export is fetched only by them, only until it expires
 * (docs/SECURITY.md, "Data exports"): the download (`GET /account/export`, an
 * HTTP action) needs the member's own auth token in `Authorization: Bearer`,
 * on the cloud port's `/http/` and on the site port alike; no public storage
 * URL of the file is ever handed out, and at expiry the file is deleted.
 */
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AppBackend,
  httpClient,
  signInToken,
  startAppBackend,
} from "./app-backend";
import { countDocuments } from "./http-helpers";

const requestExport = makeFunctionReference<
  "mutation",
  Record<string, never>,
  string
>("account:requestDataExport");
const latestExport = makeFunctionReference<
  "query",
  Record<string, never>,
  { _id: string; status: string; downloadPath?: string } | null
>("account:dataExport");

const ORIGIN = "http://localhost:5173";

let backend: AppBackend;
let priya: string;
let marcus: string;
let exportId: string;
let downloadPath: string;

/** The export's download, as the web app fetches it: from the cloud URL's /http/. */
function fetchExport(token?: string, base = `${backend.url}/http`) {
  return fetch(`${base}${downloadPath}`, {
    headers: {
      Origin: ORIGIN,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
  });
}

beforeAll(async () => {
  backend = await startAppBackend({ seed: true });
  priya = await signInToken(backend.url, "priya@buildmates.test");
  marcus = await signInToken(backend.url, "marcus@buildmates.test");
  const asPriya = httpClient(backend.url, priya);
  exportId = await asPriya.mutation(requestExport, {});
  const ready = await vi.waitFor(
    async () => {
      const latest = await asPriya.query(latestExport, {});
      if (latest?.status !== "ready") throw new Error("not ready yet");
      return latest;
    },
    { timeout: 60_000, interval: 100 },
  );
  downloadPath = ready.downloadPath!;
}, 120_000);

afterAll(async () => {
  await backend.cleanup();
});

describe("the data export download", () => {
  it("hands out no storage URL: only a path of the authenticated download", async () => {
    const latest = await httpClient(backend.url, priya).query(latestExport, {});
    expect(downloadPath).toBe(`/account/export?id=${exportId}`);
    expect(JSON.stringify(latest)).not.toMatch(/storage|https?:/);
  });

  it("serves the owner's file with their token, on the cloud port and the site port", async () => {
    for (const base of [`${backend.url}/http`, backend.siteUrl]) {
      const response = await fetchExport(priya, base);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="buildmates-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN);
      expect(
        response.headers.get("access-control-allow-credentials"),
      ).toBeNull();
      const data = (await response.json()) as {
        account: { email: string };
        profile: { name: string };
      };
      expect(data.account.email).toBe("priya@buildmates.test");
      expect(data.profile.name).toBe("Priya Raman");
    }
  });

  it("answers the browser's preflight for a GET with Authorization", async () => {
    const response = await fetch(`${backend.url}/http${downloadPath}`, {
      method: "OPTIONS",
      headers: {
        Origin: ORIGIN,
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(response.headers.get("access-control-allow-headers")).toMatch(
      /authorization/i,
    );
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("refuses a request without a token, or with a token that does not validate", async () => {
    expect((await fetchExport()).status).toBe(401);
    expect((await fetchExport("not-a-token")).status).toBe(401);
  });

  it("refuses someone else's token as if the export did not exist", async () => {
    const response = await fetchExport(marcus);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("priya");
  });

  it("refuses it after expiry, when its file is gone", async () => {
    const filesBefore = countDocuments(backend, "files");
    await backend.runFunction(
      "dataExports:expire",
      { exportId },
      { allowInternal: true },
    );
    expect((await fetchExport(priya)).status).toBe(410);
    expect(countDocuments(backend, "files")).toBe(filesBefore - 1);
    const latest = await httpClient(backend.url, priya).query(latestExport, {});
    expect(latest).toMatchObject({ _id: exportId, status: "expired" });
  });
});
